import { balanceCents } from '../../platform/in-cents';
import { fromCents } from '../../../common/platform/money';
import type { CustomerToken, HoldRequest, HoldResponse } from '../../../common/platform/schemas';
import { classifyFailure, type Failure } from '../failure';
import { precheckWithReference, rowReference } from '../hold-reference';
import type { QueueRow } from '../queue/types';
import type { SettleStep } from './settle';
import { refusedNote, tokenOrReject, type StepContext, type StepResult } from './step';

/**
 * The engine's send step: a queued hold (or reversal) sent to the platform and its answer recorded,
 * after a read of the lane's newest transaction before its first send (the floor a later history
 * check proves a lost hold absent by).
 */
export class SendStep {
  /** Per lane: the newest transaction id read before a first send there, and when the read began. */
  private readonly sendFloors = new Map<string, { id: number; at: number }>();

  constructor(
    private readonly context: StepContext,
    private readonly settle: SettleStep,
  ) {}

  async send(row: QueueRow): Promise<StepResult> {
    const { queue, clock, pace } = this.context;
    let reversedTransactionId: number | undefined;
    if (row.kind === 'reverse') {
      const target = row.targetHoldId ? queue.get(row.targetHoldId) : undefined;
      if (!target) throw new Error(`reversal ${row.holdId} has no hold to reverse`);
      if (target.state !== 'confirmed' || target.bonusTransactionId === null)
        return this.settle.settleReverseTarget(row, target);
      if (target.lastErrorCode === 'adoptedLookAlike') {
        // Taken from the history without evidence: it may be another terminal's transaction.
        queue.markRejected(row.holdId, {
          code: 'holdOutcomeUnknown',
          message: `hold ${target.holdId} was matched to transaction ${target.bonusTransactionId} by type, amount and time only; a manager checks it before it is reversed`,
        });
        return 'next';
      }
      reversedTransactionId = target.bonusTransactionId;
    }
    const token = tokenOrReject(queue, row);
    if (!token) return 'next';
    if ((await this.readFloorBeforeSend(row, token)) === 'blocked') return 'blocked';
    // The read took time: the hold may have been cancelled meanwhile.
    if (queue.get(row.holdId)?.state !== 'queued') return 'next';
    const body: HoldRequest = {
      customerToken: token,
      accountType: { accountGuid: row.accountGuid },
      amount: fromCents(row.amountCents),
      date: row.date,
      ...this.precheckOf(row),
    };
    queue.markSending(row.holdId, clock());
    let answer: HoldResponse;
    try {
      answer = await this.call(row, body, reversedTransactionId);
    } catch (error) {
      return this.sendFailed(row, classifyFailure(error), error);
    }
    pace.succeeded();
    const balanceAfter = answer.balance ? balanceCents(answer.balance) : null;
    queue.markConfirmed(row.holdId, {
      source: 'answer',
      bonusTransactionId: answer.bonusTransactionId,
      balanceAfter,
    });
    if (row.customerGuid && balanceAfter)
      this.context.cache?.updateBalance(row.customerGuid, row.accountGuid, balanceAfter);
    return 'next';
  }

  /** A transaction known to precede `subject`'s first send: the lane's settled holds, or the read before sending. */
  floorOf(subject: QueueRow): number {
    const read = this.sendFloors.get(subject.laneKey);
    const readBefore = read && subject.firstSentAt !== null && read.at <= subject.firstSentAt ? read.id : 0;
    return Math.max(this.context.queue.laneTransactionFloor(subject.holdId), readBefore);
  }

  /** The precheck as sent: the reference and the bill number, or the bill number alone when set so. */
  private precheckOf(row: QueueRow): { precheck?: string } {
    if (!this.context.tuning.precheckReference)
      return row.billNumber === null ? {} : { precheck: row.billNumber };
    return { precheck: precheckWithReference(row.billNumber, rowReference(row)) };
  }

  /**
   * A read that did not get through (network, 5xx) makes the hold wait like a failed send: nothing
   * was sent. A business refusal, or a read the platform keeps refusing, lets it go without.
   */
  private async readFloorBeforeSend(row: QueueRow, token: CustomerToken): Promise<'go' | 'blocked'> {
    const { queue, platform, clock, pace } = this.context;
    if (!this.context.tuning.readFloorBeforeSend || row.kind === 'reverse' || row.attempts > 0) return 'go';
    if (this.sendFloors.has(row.laneKey)) return 'go';
    const at = clock();
    try {
      const history = await platform.operationHistory(
        { customerToken: token, accountType: { accountGuid: row.accountGuid } },
        pace.callOptions(),
      );
      pace.succeeded();
      // 0: the account was empty (no floor; the lane's settled holds give one from now on).
      this.sendFloors.set(row.laneKey, { id: Math.max(0, ...history.transactions.map((t) => t.id)), at });
      return 'go';
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.class === 'business') {
        pace.succeeded(); // the send will meet the same refusal and record it
        return 'go';
      }
      pace.failed(error);
      const refused = failure.refusal !== undefined;
      if (refused && row.refusals + 1 >= this.context.maxRefusals) return 'go';
      if (queue.get(row.holdId)?.state !== 'queued') return 'go'; // cancelled meanwhile: the caller moves on
      const next = pace.retryAt();
      queue.noteError(
        row.holdId,
        { code: failure.code, message: `history read before sending failed: ${failure.message}`, refused },
        next,
      );
      pace.scheduleWake(next);
      return 'blocked';
    }
  }

  private call(
    row: QueueRow,
    body: HoldRequest,
    reversedTransactionId: number | undefined,
  ): Promise<HoldResponse> {
    const { platform, pace } = this.context;
    const options = pace.callOptions();
    if (row.kind === 'debit') return platform.debitHold(body, options);
    if (row.kind === 'credit') return platform.creditHold(body, options);
    return platform.reverse({ ...body, bonusTransactionId: reversedTransactionId ?? 0 }, options);
  }

  private sendFailed(row: QueueRow, failure: Failure, error: unknown): StepResult {
    const { queue, pace, maxRefusals } = this.context;
    const note = { code: failure.code, message: failure.message, refused: failure.refusal !== undefined };
    if (failure.class === 'business') {
      pace.succeeded();
      // `row` is as it was before this attempt: attempts > 0 means an earlier attempt went out.
      if (row.kind === 'reverse' && failure.code === 'alreadyReversed' && row.attempts > 0) {
        queue.markReverseDone(row.holdId);
        return 'next';
      }
      queue.markRejected(row.holdId, note);
      return 'next';
    }
    pace.failed(error);
    if (failure.class === 'unknown') {
      // Counted as a refusal too (e.g. 400 without an errorCode), but only judged once the history proved it absent.
      pace.scheduleWake(pace.quietUntil(queue.markUncertain(row.holdId, note)));
      return 'blocked';
    }
    if (failure.refusal && row.refusals + 1 >= maxRefusals) {
      queue.markRejected(row.holdId, refusedNote(failure.refusal, row.refusals + 1, failure.message));
      return 'next';
    }
    const at = pace.retryAt();
    queue.markRequeued(row.holdId, { nextAttemptAt: at, error: note });
    pace.scheduleWake(at);
    return 'blocked';
  }
}
