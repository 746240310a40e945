import type { Statement } from 'better-sqlite3';
import type { ShiftReport } from '../../../common/contract/index';
import type { QueueDbRow } from '../../offline/queue/rows';
import type { TerminalDb } from '../../offline';

/** A shift as it is kept (times in milliseconds). */
export interface ShiftRecord {
  id: number;
  openedAt: number;
  openedBy: string;
  openedAutomatically: boolean;
  closedAt: number | null;
  closedBy: string | null;
  closeApprovedBy: string | null;
}

interface ShiftDbRow {
  id: number;
  opened_at: number;
  opened_by: string;
  opened_automatically: number;
  closed_at: number | null;
  closed_by: string | null;
  close_approved_by: string | null;
}

/** A queue row of a shift with what the report reads beside it (migration 9). */
export type ShiftHoldDbRow = QueueDbRow & {
  bill_cents: number | null;
  account_name: string | null;
  /** For a reversal: the kind of the hold it reverses. */
  target_kind: 'debit' | 'credit' | null;
};

const COLUMNS = 'id, opened_at, opened_by, opened_automatically, closed_at, closed_by, close_approved_by';

function toRecord(row: ShiftDbRow): ShiftRecord {
  return {
    id: row.id,
    openedAt: row.opened_at,
    openedBy: row.opened_by,
    openedAutomatically: row.opened_automatically === 1,
    closedAt: row.closed_at,
    closedBy: row.closed_by,
    closeApprovedBy: row.close_approved_by,
  };
}

/**
 * The shifts in the terminal's SQLite database, beside the queue: at most one open (a unique
 * index says so), a closed one with its Z report as it read at close. Survives restarts and
 * crashes with the holds.
 */
export class ShiftStore {
  private readonly statements: {
    open: Statement<[], ShiftDbRow>;
    lastClosed: Statement<[], ShiftDbRow>;
    byId: Statement<[id: number], ShiftDbRow>;
    insert: Statement<[openedAt: number, openedBy: string, automatic: number], void>;
    close: Statement<
      [closedAt: number, closedBy: string, approvedBy: string | null, z: string, id: number],
      void
    >;
    zReport: Statement<[id: number], { z_report_json: string | null }>;
    holds: Statement<[id: number], ShiftHoldDbRow>;
  };

  constructor(
    private readonly db: TerminalDb,
    private readonly clock: () => number,
  ) {
    this.statements = {
      open: db.prepare(`SELECT ${COLUMNS} FROM shifts WHERE closed_at IS NULL`),
      lastClosed: db.prepare(
        `SELECT ${COLUMNS} FROM shifts WHERE closed_at IS NOT NULL ORDER BY id DESC LIMIT 1`,
      ),
      byId: db.prepare(`SELECT ${COLUMNS} FROM shifts WHERE id = ?`),
      insert: db.prepare('INSERT INTO shifts (opened_at, opened_by, opened_automatically) VALUES (?, ?, ?)'),
      close: db.prepare(
        `UPDATE shifts SET closed_at = ?, closed_by = ?, close_approved_by = ?, z_report_json = ?
         WHERE id = ? AND closed_at IS NULL`,
      ),
      zReport: db.prepare('SELECT z_report_json FROM shifts WHERE id = ?'),
      holds: db.prepare(
        `SELECT o.*, t.kind AS target_kind FROM outbox o
         LEFT JOIN outbox t ON t.hold_id = o.target_hold_id
         WHERE o.shift_id = ? ORDER BY o.seq`,
      ),
    };
  }

  /** The open shift, if any: what the rest of the core asks ("is a shift open", the update gate). */
  current(): ShiftRecord | undefined {
    const row = this.statements.open.get();
    return row && toRecord(row);
  }

  lastClosed(): ShiftRecord | undefined {
    const row = this.statements.lastClosed.get();
    return row && toRecord(row);
  }

  byId(id: number): ShiftRecord | undefined {
    const row = this.statements.byId.get(id);
    return row && toRecord(row);
  }

  /** Opens a shift; undefined when one is open already. */
  open(openedBy: string, automatically: boolean): ShiftRecord | undefined {
    return this.db
      .transaction(() => {
        if (this.statements.open.get()) return undefined;
        this.statements.insert.run(this.clock(), openedBy, Number(automatically));
        return this.current();
      })
      .immediate();
  }

  /** Closes the shift with its Z report; false when it is not open (closed meanwhile). */
  close(
    id: number,
    closedBy: string,
    approvedBy: string | null,
    z: (closedAt: number) => ShiftReport,
  ): boolean {
    const closedAt = this.clock();
    const changes = this.db
      .transaction(() =>
        this.statements.close.run(closedAt, closedBy, approvedBy, JSON.stringify(z(closedAt)), id),
      )
      .immediate().changes;
    return changes === 1;
  }

  /** The Z report as it read at close (JSON, parsed by the caller), undefined while open. */
  zReport(id: number): unknown {
    const json = this.statements.zReport.get(id)?.z_report_json;
    return json ? (JSON.parse(json) as unknown) : undefined;
  }

  /** Every hold placed in the shift, oldest first. */
  holds(id: number): ShiftHoldDbRow[] {
    return this.statements.holds.all(id);
  }
}
