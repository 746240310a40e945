import type Database from 'better-sqlite3';
import { decimalText, fromCents, MAX_CENTS } from '../../common/platform/money';
import type { BonusTransaction, HoldResponse } from '../../common/platform/schemas';
import { ApiError, invalidRequest } from '../http/errors';
import { type AccountRow, type BalanceRow, balanceJson } from './present';

export interface HoldInput {
  customerId: number;
  account: AccountRow;
  /** Hundredths, positive. */
  amount: number;
  date?: string;
  precheck?: string;
}

interface TransactionRow {
  id: number;
  reg_time: string;
  type: string;
  amount: number;
  ledger: number;
  available: number;
  date: string | null;
  precheck: string | null;
  order_id: string | null;
  reverses_id: number | null;
  reversed_by_id: number | null;
}

/** History answers carry at most this many transactions, the newest. */
export const HISTORY_LIMIT = 1000;

const TX_COLUMNS = `id, reg_time, type, amount, ledger, available, date, precheck, order_id, reverses_id, reversed_by_id`;
const BALANCE_RETURNING = 'RETURNING ledger, available, debit_hold, credit_hold';
const ACCOUNT_KEY = 'customer_id = ? AND account_type_id = ?';

export function transactionJson(row: TransactionRow): BonusTransaction {
  return {
    id: row.id,
    regTime: row.reg_time,
    type: row.type,
    amount: fromCents(row.amount),
    ledger: fromCents(row.ledger),
    available: fromCents(row.available),
    date: row.date ?? undefined,
    precheck: row.precheck ?? undefined,
    orderId: row.order_id ?? undefined,
    reversedTransactionId: row.reverses_id ?? undefined,
  };
}

/**
 * Holds on bonus accounts. Each one checks and moves the balance with a single conditional
 * UPDATE inside a transaction and records a bonus transaction, so no interleaving overdraws.
 */
export class HoldBook {
  private readonly debit;
  private readonly credit;
  private readonly undoDebit;
  private readonly undoCredit;
  private readonly insertTx;
  private readonly txById;
  private readonly markReversed;
  private readonly history;
  private readonly availableOf;

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date,
  ) {
    this.debit = db.prepare<[number, number, number, number, number], BalanceRow>(
      `UPDATE accounts SET available = available - ?, debit_hold = debit_hold + ?
       WHERE ${ACCOUNT_KEY} AND available >= ? ${BALANCE_RETURNING}`,
    );
    this.credit = db.prepare<[number, number, number, number, number], BalanceRow>(
      `UPDATE accounts SET ledger = ledger + ?, credit_hold = credit_hold + ?
       WHERE ${ACCOUNT_KEY} AND ledger <= ? ${BALANCE_RETURNING}`,
    );
    this.undoDebit = db.prepare<[number, number, number, number, number], BalanceRow>(
      `UPDATE accounts SET available = available + ?, debit_hold = debit_hold - ?
       WHERE ${ACCOUNT_KEY} AND debit_hold >= ? ${BALANCE_RETURNING}`,
    );
    this.undoCredit = db.prepare<[number, number, number, number, number], BalanceRow>(
      `UPDATE accounts SET ledger = ledger - ?, credit_hold = credit_hold - ?
       WHERE ${ACCOUNT_KEY} AND credit_hold >= ? ${BALANCE_RETURNING}`,
    );
    this.insertTx = db.prepare<
      [number, number, string, string, number, number, number, string | null, string | null, number | null]
    >(
      `INSERT INTO bonus_transactions (customer_id, account_type_id, reg_time, type, amount, ledger, available,
         date, precheck, reverses_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.txById = db.prepare<[number, number, number], TransactionRow>(
      `SELECT ${TX_COLUMNS} FROM bonus_transactions WHERE id = ? AND ${ACCOUNT_KEY}`,
    );
    this.markReversed = db.prepare<[number, number]>(
      'UPDATE bonus_transactions SET reversed_by_id = ? WHERE id = ?',
    );
    this.history = db.prepare<[number, number, number], TransactionRow>(
      `SELECT ${TX_COLUMNS} FROM bonus_transactions WHERE ${ACCOUNT_KEY} ORDER BY id DESC LIMIT ?`,
    );
    this.availableOf = db.prepare<[number, number], { available: number }>(
      `SELECT available FROM accounts WHERE ${ACCOUNT_KEY}`,
    );
  }

  /** available -= amount, debitHold += amount; ledger unchanged. insufficientFunds when available < amount. */
  debitHold(input: HoldInput): HoldResponse {
    return this.db.transaction(() => {
      const { customerId, account, amount } = input;
      const after = this.debit.get(amount, amount, customerId, account.account_type_id, amount);
      if (!after) {
        throw new ApiError(
          400,
          'insufficientFunds',
          `debitHold of ${decimalText(amount)} exceeds the available ${decimalText(this.current(input))} ` +
            `on account ${account.account_guid}`,
        );
      }
      return this.record(input, 'DEBIT_HOLD', after, null);
    })();
  }

  /** ledger += amount, creditHold += amount; available unchanged (as the interface shows). */
  creditHold(input: HoldInput): HoldResponse {
    return this.db.transaction(() => {
      const { customerId, account, amount } = input;
      const after = this.credit.get(amount, amount, customerId, account.account_type_id, MAX_CENTS - amount);
      if (!after)
        throw invalidRequest(
          `amount: ${decimalText(amount)} would raise the ledger above the largest amount`,
        );
      return this.record(input, 'CREDIT', after, null);
    })();
  }

  /** Cancels an unreversed DEBIT_HOLD or CREDIT of this account and records a REVERSAL of the same amount. */
  reverse(input: HoldInput & { bonusTransactionId: number }): HoldResponse {
    return this.db.transaction(() => {
      const { customerId, account, amount, bonusTransactionId: id } = input;
      const hold = this.txById.get(id, customerId, account.account_type_id);
      if (!hold) {
        throw new ApiError(
          400,
          'transactionNotFound',
          `no transaction ${id} on this account ${account.account_guid}`,
        );
      }
      if (hold.type !== 'DEBIT_HOLD' && hold.type !== 'CREDIT') {
        throw invalidRequest(
          `bonusTransactionId: transaction ${id} is a ${hold.type}, not a DEBIT_HOLD or CREDIT`,
        );
      }
      if (hold.reversed_by_id !== null) {
        throw new ApiError(
          400,
          'alreadyReversed',
          `transaction ${id} was reversed by transaction ${hold.reversed_by_id}`,
        );
      }
      if (hold.amount !== amount) {
        throw invalidRequest(
          `amount: ${decimalText(amount)} differs from the hold's ${decimalText(hold.amount)}`,
        );
      }
      const undo = hold.type === 'DEBIT_HOLD' ? this.undoDebit : this.undoCredit;
      const after = undo.get(amount, amount, customerId, account.account_type_id, amount);
      if (!after)
        throw invalidRequest(`bonusTransactionId: the account's holds no longer cover transaction ${id}`);
      const result = this.record(input, 'REVERSAL', after, id);
      this.markReversed.run(result.bonusTransactionId, id);
      return result;
    })();
  }

  /** Newest first (descending id), at most HISTORY_LIMIT. */
  transactions(customerId: number, accountTypeId: number): BonusTransaction[] {
    return this.history.all(customerId, accountTypeId, HISTORY_LIMIT).map(transactionJson);
  }

  private record(input: HoldInput, type: string, after: BalanceRow, reverses: number | null): HoldResponse {
    const id = this.insertTx.run(
      input.customerId,
      input.account.account_type_id,
      this.now().toISOString(),
      type,
      input.amount,
      after.ledger,
      after.available,
      input.date === undefined ? null : new Date(input.date).toISOString(),
      input.precheck ?? null,
      reverses,
    ).lastInsertRowid;
    return { balance: balanceJson(after), bonusTransactionId: Number(id) };
  }

  private current(input: HoldInput): number {
    return this.availableOf.get(input.customerId, input.account.account_type_id)?.available ?? 0;
  }
}
