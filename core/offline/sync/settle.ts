import { type HistoryCheck, historyFailureText, lookAlikeText } from './history-check';
import { WAITING_STATES, type QueueRow } from '../queue/types';
import { refusedNote, tokenOrReject, type StepContext, type StepResult } from './step';

/**
 * The engine's settle step: what the operation history says of a hold whose answer was lost (an
 * uncertain hold), or of the hold a reversal reverses when that one is not confirmed.
 */
export class SettleStep {
  constructor(
    private readonly context: StepContext,
    private readonly history: HistoryCheck,
  ) {}

  /**
   * A reversal whose hold is not confirmed. Still waiting: the reversal waits. Certainly not
   * applied (cancelled, or rejected or discarded by a proper refusal): nothing to reverse. Rejected
   * although it may have been applied (needsCheck): the history decides; where it cannot, the
   * reversal is rejected (holdOutcomeUnknown) for a manager, and nothing is dropped.
   */
  async settleReverseTarget(row: QueueRow, target: QueueRow): Promise<StepResult> {
    const { queue, clock, pace } = this.context;
    if (WAITING_STATES.includes(target.state)) return 'blocked';
    if (target.state === 'cancelled' || (!target.needsCheck && target.state !== 'reversed')) {
      queue.markReverseMoot(row.holdId);
      return 'next';
    }
    const unknown = (why: string) => {
      queue.markRejected(row.holdId, {
        code: 'holdOutcomeUnknown',
        message: `cannot tell whether hold ${target.holdId} was applied (${why}); a manager decides`,
      });
      return 'next' as const;
    };
    if (target.state !== 'rejected') return unknown(`it is ${target.state}`);
    const quietUntil = pace.quietUntil(target);
    if (quietUntil > clock()) {
      pace.scheduleWake(quietUntil);
      return 'blocked';
    }
    const token = tokenOrReject(queue, row);
    if (!token) return 'next';
    const checked = await this.history.check(row, target, token);
    if (checked === 'blocked') return 'blocked';
    if ('failure' in checked) return unknown(historyFailureText(checked));
    const { verdict } = checked;
    if (verdict.found) {
      this.history.confirm(target, verdict.found, checked.history);
      return 'next';
    }
    if ('lookAlikes' in verdict) {
      if (!this.context.tuning.soleTerminal) return unknown(lookAlikeText(verdict.lookAlikes));
      // Adopted without evidence: the reversal then waits for a manager (see SendStep.send).
      this.history.adoptLookAlike(target, verdict.lookAlikes, checked.history);
      return 'next';
    }
    if (!verdict.conclusive) return unknown(verdict.reason);
    queue.markReverseMoot(row.holdId, { targetProvenAbsent: true });
    return 'next';
  }

  /** Settles an uncertain hold from the operation history before anything else of its lane. */
  async reconcile(row: QueueRow): Promise<StepResult> {
    const { queue, tuning, maxRefusals } = this.context;
    const token = tokenOrReject(queue, row);
    if (!token) return 'next';
    const checked = await this.history.check(row, row, token);
    if (checked === 'blocked') return 'blocked';
    if ('failure' in checked) {
      // Token or account gone, or the history call kept being refused: the hold cannot be
      // verified; a manager decides (needsCheck stays set).
      queue.markRejected(row.holdId, {
        code: checked.refusedTimes ? 'holdOutcomeUnknown' : checked.failure.code,
        message: historyFailureText(checked),
      });
      return 'next';
    }
    const { verdict } = checked;
    if (verdict.found) {
      this.history.confirm(row, verdict.found, checked.history);
    } else if (row.kind === 'reverse' && !('conclusive' in verdict && verdict.conclusive)) {
      // Look-alikes only, or a history that does not reach back: resending a reversal is safe,
      // the platform refuses a second one of the same transaction (alreadyReversed settles it).
      queue.markRequeued(row.holdId, {
        nextAttemptAt: null,
        error: {
          code: 'reversalResent',
          message: 'the history cannot tie a transaction to the reversal; sending it again',
        },
      });
    } else if ('lookAlikes' in verdict) {
      if (tuning.soleTerminal) this.history.adoptLookAlike(row, verdict.lookAlikes, checked.history);
      else
        queue.markRejected(row.holdId, {
          code: 'ambiguousMatch',
          message: lookAlikeText(verdict.lookAlikes),
          lookAlikes: verdict.lookAlikes,
        });
    } else if (verdict.conclusive) {
      queue.markRequeued(row.holdId, {
        nextAttemptAt: null,
        error: { code: 'notInHistory', message: 'the platform has no trace of the hold; sending it again' },
      });
      if (row.refusals >= maxRefusals) {
        // Proved not applied, and the platform keeps refusing it: a manager decides.
        // Only a 4xx other than 401 can leave the outcome unknown (401 is an AuthError: not applied).
        const last = row.lastErrorMessage ?? row.lastErrorCode ?? 'refused';
        queue.markRejected(row.holdId, refusedNote('client', row.refusals, last));
      }
    } else {
      queue.markRejected(row.holdId, { code: 'historyIncomplete', message: verdict.reason });
    }
    return 'next';
  }
}
