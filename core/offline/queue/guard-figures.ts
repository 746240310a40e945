import type { Statement } from 'better-sqlite3';
import type { TerminalDb } from '../db';

/** Holds that moved nothing, or whose money went back: they count against no guard. */
const GONE = `('rejected', 'cancelled', 'discarded', 'reversed')`;

/** The first standing hold of a bill number: when and by whom it was settled. */
export interface SettledBill {
  createdAt: number;
  cashier: string | null;
}

/**
 * What the till's guards (issue 40, core/terminal/money-guards) read of the queue: every hold
 * written counts (queued and offline ones too) until it is refused, cancelled, discarded or
 * reversed. Each read is one statement on an index (the shift's, the bill number's).
 */
export class GuardFigures {
  private readonly goodwill: Statement<[shiftId: number, cashier: string | null], { cents: number | null }>;
  private readonly billAwards: Statement<[shiftId: number, customerGuid: string], { count: number }>;
  private readonly settled: Statement<[billNumber: string, since: number], SettledBill>;

  constructor(db: TerminalDb) {
    this.goodwill = db.prepare(
      `SELECT SUM(amount_cents) AS cents FROM outbox WHERE shift_id = ? AND cashier IS ?
         AND kind = 'credit' AND bill_cents IS NULL AND state NOT IN ${GONE}`,
    );
    this.billAwards = db.prepare(
      `SELECT COUNT(DISTINCT precheck) AS count FROM outbox WHERE shift_id = ? AND customer_guid = ?
         AND kind = 'credit' AND bill_cents IS NOT NULL AND state NOT IN ${GONE}`,
    );
    this.settled = db.prepare(
      `SELECT created_at AS createdAt, cashier FROM outbox WHERE precheck = ? AND created_at >= ?
         AND bill_cents IS NOT NULL AND kind IN ('debit', 'credit') AND state NOT IN ${GONE}
         ORDER BY created_at LIMIT 1`,
    );
  }

  /** Awarded without a bill in the shift by the cashier (null: cashier PINs off, the till's). */
  goodwillGiven(shiftId: number, cashier: string | null): number {
    return this.goodwill.get(shiftId, cashier)?.cents ?? 0;
  }

  /** Bills the guest was awarded on in the shift. */
  billsAwarded(shiftId: number, customerGuid: string): number {
    return this.billAwards.get(shiftId, customerGuid)?.count ?? 0;
  }

  /** The bill number's first standing hold since `since` (the local day's start), if any. */
  billSettled(billNumber: string, since: number): SettledBill | undefined {
    return this.settled.get(billNumber, since);
  }
}
