import type { HoldNotice, HoldNoticeKind } from '../../../common/contract/index';
import type { QueueRow } from '../../offline';
import { holdView } from './hold-views';

/**
 * The notices a cashier must see about holds whose command already answered: a hold shown as
 * queued that the platform later refused, a hold whose outcome became unknown, and an unknown
 * outcome settled. Transitions while a command of the cashier waits for the hold (`watch`) are
 * shown by that command's own dialog and raise nothing. Kept in memory until acknowledged: a
 * restarted core asks the cashier again about nothing it raised before (the queue still shows
 * every rejected and uncertain hold).
 */
export class HoldNotices {
  private readonly open = new Map<string, HoldNotice>();
  /** Holds a command of the cashier is waiting for (count per hold: commands may overlap). */
  private readonly watched = new Map<string, number>();
  /** Holds the cashier was told have an unknown outcome: their settlement is raised too. */
  private readonly unknown = new Set<string>();

  constructor(
    private readonly now: () => number,
    private readonly changed: (notices: HoldNotice[]) => void,
  ) {}

  list(): HoldNotice[] {
    return [...this.open.values()];
  }

  acknowledge(noticeId: string): HoldNotice[] {
    if (this.open.delete(noticeId)) this.changed(this.list());
    return this.list();
  }

  /** Runs a command that answers the cashier about `holdId` (its dialog shows what happens meanwhile). */
  async watch<T>(holdId: string, command: () => Promise<T>): Promise<T> {
    this.watched.set(holdId, (this.watched.get(holdId) ?? 0) + 1);
    try {
      return await command();
    } finally {
      const left = (this.watched.get(holdId) ?? 1) - 1;
      if (left > 0) this.watched.set(holdId, left);
      else this.watched.delete(holdId);
    }
  }

  /** The command answered the cashier with this state: an unknown outcome is followed from here. */
  answered(row: QueueRow): void {
    if (row.state === 'uncertain' || row.state === 'sending') this.unknown.add(row.holdId);
  }

  /** Every row the queue wrote. */
  observe(row: QueueRow): void {
    const kind = this.kindOf(row);
    if (kind === undefined) return;
    const noticeId = `${row.holdId}:${kind}`;
    if (this.open.has(noticeId)) return;
    // The settlement of an unknown outcome takes the place of its notice: one notice per hold.
    if (kind !== 'unknown') this.open.delete(`${row.holdId}:unknown`);
    this.open.set(noticeId, {
      noticeId,
      kind,
      hold: holdView(row),
      raisedAt: new Date(this.now()).toISOString(),
    });
    this.changed(this.list());
  }

  private kindOf(row: QueueRow): HoldNoticeKind | undefined {
    const followed = this.unknown.has(row.holdId);
    if (this.watched.has(row.holdId)) return undefined;
    switch (row.state) {
      case 'rejected':
        this.unknown.delete(row.holdId);
        return row.needsCheck ? 'needsManager' : 'refused';
      case 'uncertain':
        this.unknown.add(row.holdId);
        return 'unknown';
      case 'confirmed':
        this.unknown.delete(row.holdId);
        return followed ? 'applied' : undefined;
      case 'queued':
      case 'sending':
      case 'cancelled':
      case 'discarded':
      case 'reversed':
        return undefined;
    }
  }
}
