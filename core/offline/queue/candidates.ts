import type { Statement } from 'better-sqlite3';
import { toCents, type Cents } from '../../../common/platform/money';
import type { BonusTransaction } from '../../../common/platform/schemas';
import type { TerminalDb } from '../db';

/** A history transaction that looks like a hold (type, amount, time), as the engine read it. */
export interface HoldCandidate {
  transactionId: number;
  accountGuid: string;
  /** The platform's transaction type (`DEBIT_HOLD`, `CREDIT`...). */
  type: string;
  /** As the history gives it (a debit may be negative). */
  amountCents: Cents;
  regTime: string;
  /** The account's balance after the transaction, when the platform gave a readable one. */
  ledgerCents: Cents | null;
  availableCents: Cents | null;
  /** When the history holding it was read (terminal clock, ms). */
  readAt: number;
}

interface CandidateDbRow {
  tx_id: number;
  account_guid: string;
  type: string;
  amount_cents: number;
  reg_time: string;
  ledger_cents: number | null;
  available_cents: number | null;
  read_at: number;
}

/**
 * The candidates of holds whose answer was lost and whose history shows only look-alikes
 * (`ambiguousMatch`): kept when the engine rejects such a hold, read by the manager's attribution,
 * and ruled out for that hold when the manager says none of them is its own.
 */
export class HoldCandidates {
  private readonly insert: Statement<
    [string, number, string, string, number, string, number | null, number | null, number],
    void
  >;
  private readonly open: Statement<[holdId: string], CandidateDbRow>;
  private readonly ruledOut: Statement<[holdId: string, txId: number], { one: 1 }>;
  private readonly ruleOutAll: Statement<[holdId: string], void>;

  constructor(db: TerminalDb) {
    // A candidate seen again keeps its ruled_out mark: a manager's "not this one" stands.
    this.insert = db.prepare(
      `INSERT INTO hold_candidates (hold_id, tx_id, account_guid, type, amount_cents, reg_time,
         ledger_cents, available_cents, read_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (hold_id, tx_id) DO UPDATE SET read_at = excluded.read_at`,
    );
    this.open = db.prepare(
      `SELECT tx_id, account_guid, type, amount_cents, reg_time, ledger_cents, available_cents, read_at
         FROM hold_candidates WHERE hold_id = ? AND ruled_out = 0 ORDER BY tx_id`,
    );
    this.ruledOut = db.prepare(
      'SELECT 1 AS one FROM hold_candidates WHERE hold_id = ? AND tx_id = ? AND ruled_out = 1',
    );
    this.ruleOutAll = db.prepare('UPDATE hold_candidates SET ruled_out = 1 WHERE hold_id = ?');
  }

  /** Keeps the look-alikes of a hold's history read (call inside the transaction that rejects it). */
  keep(holdId: string, accountGuid: string, transactions: readonly BonusTransaction[], readAt: number): void {
    for (const tx of transactions) {
      const amount = toCents(tx.amount);
      // A look-alike has the hold's amount; one that cannot be read is no candidate.
      if (amount === undefined) continue;
      this.insert.run(
        holdId,
        tx.id,
        accountGuid,
        tx.type,
        amount,
        tx.regTime,
        toCents(tx.ledger) ?? null,
        toCents(tx.available) ?? null,
        readAt,
      );
    }
  }

  /** The candidates a manager has not ruled out, oldest transaction first. */
  list(holdId: string): HoldCandidate[] {
    return this.open.all(holdId).map((row) => ({
      transactionId: row.tx_id,
      accountGuid: row.account_guid,
      type: row.type,
      amountCents: row.amount_cents,
      regTime: row.reg_time,
      ledgerCents: row.ledger_cents,
      availableCents: row.available_cents,
      readAt: row.read_at,
    }));
  }

  /** A manager said none of the hold's candidates is its own. */
  ruleOut(holdId: string): void {
    this.ruleOutAll.run(holdId);
  }

  isRuledOut(holdId: string, transactionId: number): boolean {
    return this.ruledOut.get(holdId, transactionId) !== undefined;
  }
}
