import type { Statement } from 'better-sqlite3';
import type { ReportPlace } from '../../common/contract/index';
import type { TerminalDb } from '../offline';
import { toRow, type QueueDbRow } from '../offline/queue/rows';
import type { QueueRow } from '../offline';
import type { SlipData, SlipHold, SlipStanding } from './slip-data';

type SlipDbRow = QueueDbRow & {
  account_name: string | null;
  bill_cents: number | null;
  shift_id: number | null;
  target_kind: 'debit' | 'credit' | null;
  target_precheck: string | null;
};

/** What a slip reads beside the queue: the guest's first name, the venue and the till. */
export interface SlipSourceContext {
  firstNameOf(customerGuid: string): string | undefined;
  place(): ReportPlace;
}

const UNNAMED_TAIL = 6;

/** The last four of a masked key (`…1234`); a key too short to show any keeps none. */
function lastFour(masked: string): string | null {
  const tail = masked.replace(/^…/, '');
  return tail.length === 4 ? tail : null;
}

function standingOf(row: QueueRow): SlipStanding {
  switch (row.state) {
    case 'confirmed':
      return 'done';
    case 'reversed':
      return 'reversed';
    case 'queued':
    case 'sending':
      return 'queued';
    case 'uncertain':
      return 'unknown';
    case 'rejected':
      return row.needsCheck ? 'unknown' : 'refused';
    case 'cancelled':
    case 'discarded':
      return 'cancelled';
  }
}

function slipHold(db: SlipDbRow, row: QueueRow): SlipHold {
  const balance = row.state === 'confirmed' ? row.balanceAfter?.available : undefined;
  return {
    kind: row.kind,
    ...(row.kind === 'reverse' && db.target_kind ? { reverses: db.target_kind } : {}),
    standing: standingOf(row),
    amountCents: row.amountCents,
    accountName: db.account_name?.trim() || `…${row.accountGuid.slice(-UNNAMED_TAIL)}`,
    ...(balance !== undefined ? { balanceAfterCents: balance } : {}),
  };
}

/**
 * Slips as the holds stand now, read from the queue: a hold's slip carries the other hold of its
 * bill (the payment and the award of one bill.settle), a reversal's names the bill it moved back.
 */
export class SlipSource {
  private readonly statements: {
    hold: Statement<[holdId: string], SlipDbRow>;
    billHolds: Statement<
      [precheck: string, customer: string | null, shift: number | null],
      { hold_id: string }
    >;
  };

  constructor(
    db: TerminalDb,
    private readonly ctx: SlipSourceContext,
  ) {
    this.statements = {
      hold: db.prepare(
        `SELECT o.*, t.kind AS target_kind, t.precheck AS target_precheck
         FROM outbox o LEFT JOIN outbox t ON t.hold_id = o.target_hold_id WHERE o.hold_id = ?`,
      ),
      billHolds: db.prepare(
        `SELECT hold_id FROM outbox WHERE precheck = ? AND customer_guid IS ? AND shift_id IS ?
         AND kind != 'reverse' AND state != 'cancelled' ORDER BY seq`,
      ),
    };
  }

  /** The holds of a hold's slip: the hold and, when it came from a bill, the bill's other hold. */
  slipHolds(holdId: string): string[] | undefined {
    const row = this.statements.hold.get(holdId);
    if (!row) return undefined;
    if (row.kind === 'reverse' || row.precheck === null) return [holdId];
    const bill = this.statements.billHolds
      .all(row.precheck, row.customer_guid, row.shift_id)
      .map((r) => r.hold_id);
    return bill.includes(holdId) ? bill : [holdId];
  }

  /** The slip of these holds as they stand now; undefined when none of them is found. */
  slip(holdIds: readonly string[], copy: boolean): SlipData | undefined {
    const found = holdIds.flatMap((id) => {
      const db = this.statements.hold.get(id);
      return db ? [{ db, row: toRow(db) }] : [];
    });
    const first = found[0];
    if (!first) return undefined;
    const { db, row } = first;
    const guid = row.customerGuid;
    return {
      ...this.ctx.place(),
      at: row.createdAt,
      cashier: row.cashier,
      bill: row.billNumber ?? db.target_precheck,
      billCents: found.find((hold) => hold.db.bill_cents !== null)?.db.bill_cents ?? null,
      guestFirstName: (guid !== null && this.ctx.firstNameOf(guid)) || null,
      cardLastFour: row.tokenType === 'card' ? lastFour(row.tokenKeyMasked) : null,
      holds: found.map((hold) => slipHold(hold.db, hold.row)),
      copy,
    };
  }
}
