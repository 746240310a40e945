import type { CustomerToken } from '../../../common/platform/schemas';
import { toRow } from './rows';
import type { QueueStore } from './store';
import type { HoldState, QueueEvents, QueueRow, Settlement } from './types';
import type { AttemptFailure, ErrorNote, SettlementStore } from './settlement-store';

/** The engine's transitions of the hold queue, over SQLite. */
export class QueueSettlement implements SettlementStore {
  /** Set by `transition` for markConfirmed: the token as it was before the update wiped it. */
  private plainTokenBefore: CustomerToken | undefined;

  constructor(private readonly store: QueueStore) {}

  get(holdId: string): QueueRow | undefined {
    return this.store.get(holdId);
  }

  on<K extends keyof QueueEvents>(event: K, listener: (payload: QueueEvents[K]) => void): () => void {
    return this.store.on(event, listener);
  }

  laneHeads(): QueueRow[] {
    return this.store.statements.laneHeads.all().map(toRow);
  }

  laneHead(laneKey: string): QueueRow | undefined {
    const row = this.store.statements.laneHead.get(laneKey);
    return row && toRow(row);
  }

  plainToken(holdId: string): CustomerToken | undefined {
    return this.store.custody.plainToken(holdId);
  }

  /** Ids grow with time (history is newest first by id), so a transaction of `holdId` lies above the floor. */
  laneTransactionFloor(holdId: string): number {
    const row = this.store.mustGet(holdId);
    if (row.firstSentAt === null) return 0;
    return this.store.statements.laneFloor.get(row.laneKey, holdId, row.firstSentAt)?.floor ?? 0;
  }

  isTransactionMatched(transactionId: number): boolean {
    return this.store.statements.txMatched.get(transactionId) !== undefined;
  }

  isRuledOut(holdId: string, transactionId: number): boolean {
    return this.store.candidates.isRuledOut(holdId, transactionId);
  }

  holdOfTransaction(transactionId: number): QueueRow | undefined {
    const row = this.store.statements.holdOfTx.get(transactionId);
    return row && toRow(row);
  }

  checkpointIfWiped(): boolean {
    return this.store.custody.checkpointIfWiped();
  }

  markSending(holdId: string, now = this.store.clock()): QueueRow {
    return this.transition(holdId, ['queued'], () => {
      this.store.statements.markSending.run(now, now, now, holdId);
    });
  }

  /**
   * The platform applied it: confirmed with its transaction, plain token wiped; a reverse row
   * marks its target reversed. A transaction already matched from the history to another hold
   * goes to this one when the platform's own answer names it; that other hold goes back to
   * `rejected` (matchConflict) for a manager, since its own transaction is still unknown.
   */
  markConfirmed(holdId: string, settlement: Settlement, now = this.store.clock()): QueueRow {
    const s = this.store.statements;
    const changed: string[] = [];
    const tx = settlement.bonusTransactionId;
    // A rejected hold that may have been applied is confirmed when the history shows it (before a reversal).
    const from: HoldState[] =
      settlement.source === 'history' ? ['uncertain', 'rejected'] : ['sending', 'uncertain'];
    const row = this.transition(holdId, from, (current) => {
      if (current.state === 'rejected' && !current.needsCheck)
        throw new Error(`hold ${holdId} was rejected by the platform; it cannot have been applied`);
      const other = s.matchedElsewhere.get(tx, holdId);
      if (other) {
        if (settlement.source === 'history' || other.confirmed_by === 'answer') {
          throw new Error(`transaction ${tx} is already matched to hold ${other.hold_id}`);
        }
        s.unmatch.run(
          `transaction ${tx} matched from the history belongs to hold ${holdId}`,
          now,
          other.hold_id,
        );
        // If that other hold was a reversal, its target is no longer known to be reversed.
        s.unreverseTargetOf.run(now, other.hold_id);
        changed.push(other.hold_id);
      }
      const b = settlement.balanceAfter;
      this.store.custody.noteWiped();
      s.confirm.run(
        tx,
        tx,
        settlement.source,
        settlement.note?.code ?? null,
        settlement.note?.message ?? null,
        b?.ledger ?? null,
        b?.available ?? null,
        b?.debitHold ?? null,
        b?.creditHold ?? null,
        now,
        now,
        holdId,
      );
      if (current.kind === 'reverse' && current.targetHoldId) {
        s.markReversed.run(now, current.targetHoldId);
        changed.push(current.targetHoldId);
      }
    });
    const token = this.plainTokenBefore;
    if (token && row.kind !== 'reverse') this.store.custody.remember(holdId, token);
    this.store.publish(changed);
    return row;
  }

  /**
   * A reversal the platform answers `alreadyReversed` after an earlier attempt of it whose answer
   * was lost: that attempt applied it. Confirmed without its REVERSAL transaction (unknown), the
   * hold marked reversed.
   */
  markReverseDone(holdId: string, now = this.store.clock()): QueueRow {
    const s = this.store.statements;
    const changed: string[] = [];
    const row = this.transition(holdId, ['sending'], (current) => {
      if (current.kind !== 'reverse' || !current.targetHoldId)
        throw new Error(`hold ${holdId} is not a reversal`);
      if (current.attempts < 2) throw new Error(`reversal ${holdId} was never sent before: it is not ours`);
      this.store.custody.noteWiped();
      s.confirmWithoutTransaction.run(
        'alreadyReversed',
        'the platform had already applied this reversal: an earlier answer was lost',
        now,
        now,
        holdId,
      );
      s.markReversed.run(now, current.targetHoldId);
      changed.push(current.targetHoldId);
    });
    this.store.publish(changed);
    return row;
  }

  markRejected(holdId: string, error: ErrorNote, now = this.store.clock()): QueueRow {
    return this.transition(holdId, ['queued', 'sending', 'uncertain'], (current) => {
      const note = this.store.maskedNote(holdId, error);
      this.store.statements.reject.run(note.code, note.message, now, holdId);
      if (error.lookAlikes) this.store.candidates.keep(holdId, current.accountGuid, error.lookAlikes, now);
    });
  }

  markUncertain(holdId: string, error: AttemptFailure, now = this.store.clock()): QueueRow {
    return this.transition(holdId, ['sending'], () => {
      const note = this.store.maskedNote(holdId, error);
      this.store.statements.uncertain.run(
        note.code,
        note.message,
        Number(error.refused ?? false),
        now,
        holdId,
      );
    });
  }

  /**
   * Back to queued: the attempt certainly did not reach the platform (from `sending`; `refused`
   * counts it in `refusals`, anything else starts the count again), or the history proved that no
   * attempt applied (from `uncertain`, which clears needsCheck and keeps the count).
   */
  markRequeued(
    holdId: string,
    details: { nextAttemptAt: number | null; error?: AttemptFailure },
    now = this.store.clock(),
  ): QueueRow {
    return this.transition(holdId, ['sending', 'uncertain'], (current) => {
      const note = details.error && this.store.maskedNote(holdId, details.error);
      let refusals = current.refusals;
      if (current.state === 'sending') refusals = details.error?.refused ? refusals + 1 : 0;
      this.store.statements.requeue.run(
        current.state === 'uncertain' ? 0 : Number(current.needsCheck),
        note?.code ?? null,
        note?.message ?? null,
        refusals,
        details.nextAttemptAt,
        now,
        holdId,
      );
    });
  }

  /**
   * A reverse row whose target was certainly not applied: nothing to reverse; the reversal is
   * cancelled and a rejected target discarded. A target that may have been applied (needsCheck)
   * counts only when the caller has just proved it absent from the history (`targetProvenAbsent`).
   */
  markReverseMoot(
    holdId: string,
    options: { targetProvenAbsent?: boolean } = {},
    now = this.store.clock(),
  ): QueueRow {
    const changed: string[] = [];
    const row = this.transition(holdId, ['queued'], (current) => {
      if (current.kind !== 'reverse' || !current.targetHoldId)
        throw new Error(`hold ${holdId} is not a reversal`);
      const target = this.store.mustGet(current.targetHoldId);
      const notApplied =
        target.state === 'cancelled' ||
        (['rejected', 'discarded'].includes(target.state) &&
          (!target.needsCheck || options.targetProvenAbsent));
      if (!notApplied) throw new Error(`hold ${target.holdId} is ${target.state} and may have been applied`);
      this.store.finish(holdId, 'cancelled', now, {
        code: 'targetNotApplied',
        message: 'the hold was never applied',
      });
      if (target.state === 'rejected' || target.needsCheck) {
        this.store.statements.clearNeedsCheck.run(target.holdId);
        if (target.state === 'rejected') this.store.finish(target.holdId, 'discarded', now);
        changed.push(target.holdId);
      }
    });
    this.store.publish(changed);
    return row;
  }

  /**
   * Records a failed call on a waiting row without changing its state (the history check failed):
   * `refused` counts it in `refusals`, anything else starts the count again.
   */
  noteError(
    holdId: string,
    error: AttemptFailure,
    nextAttemptAt: number | null,
    now = this.store.clock(),
  ): QueueRow {
    return this.transition(holdId, ['queued', 'uncertain'], () => {
      const note = this.store.maskedNote(holdId, error);
      this.store.statements.noteError.run(
        note.code,
        note.message,
        nextAttemptAt,
        Number(error.refused ?? false),
        now,
        holdId,
      );
    });
  }

  /** One transition: checks the row's state, updates it in an IMMEDIATE transaction, emits the row. */
  private transition(
    holdId: string,
    from: readonly HoldState[],
    update: (current: QueueRow) => void,
  ): QueueRow {
    const row = this.store.db
      .transaction(() => {
        const current = this.store.get(holdId);
        if (!current) throw new Error(`no hold ${holdId}`);
        if (!from.includes(current.state)) {
          throw new Error(`hold ${holdId} is ${current.state}, expected ${from.join(' or ')}`);
        }
        this.plainTokenBefore = this.store.custody.plainToken(holdId);
        update(current);
        return this.store.mustGet(holdId);
      })
      .immediate();
    this.store.publishRow(row);
    return row;
  }
}
