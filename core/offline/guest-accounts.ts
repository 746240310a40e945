import type { BalanceCents } from '../platform/in-cents';
import { AccountTypeSchema, type AccountType } from '../../common/platform/schemas/account';
import type { Cached } from './cached';
import type { StatementCache } from './statement-cache';

interface BalanceRow {
  account_guid: string;
  ledger_cents: number;
  available_cents: number;
  debit_hold_cents: number;
  credit_hold_cents: number;
  fetched_at: number;
}
interface AccountRow extends BalanceRow {
  account_json: string;
}

/**
 * The saved guests' accounts (the guest cache's `guest_accounts`): each account as the platform
 * described it, its balance in hundredths and when that balance was answered.
 */
export class GuestAccounts {
  constructor(private readonly sql: StatementCache) {}

  /** A guest's accounts in the platform's order, each with its saved balance. */
  ofGuest(customerGuid: string): object[] {
    return this.sql<AccountRow>('SELECT * FROM guest_accounts WHERE customer_guid = ? ORDER BY position')
      .all(customerGuid)
      .map((a) => ({ ...JSON.parse(a.account_json), balance: centsOf(a) }));
  }

  /**
   * Each account type on the saved guests once, as last saved (the manager's rules are set per
   * type). An account whose saved type no longer reads as one is left out.
   */
  types(): AccountType[] {
    const rows = this.sql(
      `SELECT account_json FROM guest_accounts
         WHERE rowid IN (SELECT MAX(rowid) FROM guest_accounts GROUP BY account_guid)
         ORDER BY account_guid`,
    ).all() as { account_json: string }[];
    return rows.flatMap((row) => {
      const type = AccountTypeSchema.safeParse(
        (JSON.parse(row.account_json) as { accountType?: unknown }).accountType,
      );
      return type.success ? [type.data] : [];
    });
  }

  /** The saved balance of one account, with the time it was fetched. */
  balance(customerGuid: string, accountGuid: string): Cached<BalanceCents> | undefined {
    const row = this.sql('SELECT * FROM guest_accounts WHERE customer_guid = ? AND account_guid = ?').get(
      customerGuid,
      accountGuid,
    ) as AccountRow | undefined;
    return row && { value: centsOf(row), fetchedAt: row.fetched_at };
  }

  /** The saved balances of all of a guest's accounts by account. */
  balances(customerGuid: string): Map<string, Cached<BalanceCents>> {
    const rows = this.sql<BalanceRow>(
      `SELECT account_guid, ledger_cents, available_cents, debit_hold_cents, credit_hold_cents, fetched_at
         FROM guest_accounts WHERE customer_guid = ?`,
    ).all(customerGuid);
    return new Map(rows.map((row) => [row.account_guid, { value: centsOf(row), fetchedAt: row.fetched_at }]));
  }

  /** A fresher balance of one account, unless the saved one is newer. */
  updateBalance(customerGuid: string, accountGuid: string, cents: BalanceCents, now: number): void {
    this.sql(
      `UPDATE guest_accounts SET ledger_cents = ?, available_cents = ?, debit_hold_cents = ?,
           credit_hold_cents = ?, fetched_at = ? WHERE customer_guid = ? AND account_guid = ? AND fetched_at <= ?`,
    ).run(
      cents.ledger,
      cents.available,
      cents.debitHold,
      cents.creditHold,
      now,
      customerGuid,
      accountGuid,
      now,
    );
  }

  /** Saves an account (without its balance: `balance` apart) at `position` among the guest's. */
  write(
    customerGuid: string,
    accountGuid: string,
    position: number,
    account: object,
    balance: BalanceCents,
    now: number,
  ): void {
    this.sql(
      `INSERT INTO guest_accounts (customer_guid, account_guid, position, account_json, ledger_cents,
           available_cents, debit_hold_cents, credit_hold_cents, fetched_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (customer_guid, account_guid) DO UPDATE SET position = excluded.position,
           account_json = excluded.account_json, ledger_cents = excluded.ledger_cents,
           available_cents = excluded.available_cents, debit_hold_cents = excluded.debit_hold_cents,
           credit_hold_cents = excluded.credit_hold_cents, fetched_at = excluded.fetched_at`,
    ).run(
      customerGuid,
      accountGuid,
      position,
      JSON.stringify(account),
      balance.ledger,
      balance.available,
      balance.debitHold,
      balance.creditHold,
      now,
    );
  }
}

function centsOf(row: BalanceRow): BalanceCents {
  return {
    ledger: row.ledger_cents,
    available: row.available_cents,
    debitHold: row.debit_hold_cents,
    creditHold: row.credit_hold_cents,
  };
}
