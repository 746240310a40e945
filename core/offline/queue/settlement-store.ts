import type { BonusTransaction, CustomerToken } from '../../../common/platform/schemas';
import type { HoldNoteCode } from '../hold-notes';
import type { QueueEvents, QueueRow, Settlement } from './types';

/** A note recorded on a hold: a typed code and a text. */
export interface ErrorNote {
  code: HoldNoteCode;
  message: string;
  /** With `ambiguousMatch`: the look-alikes, kept for a manager's attribution (hold-candidates.ts). */
  lookAlikes?: readonly BonusTransaction[];
}

/** A failed attempt; `refused`: turned away without an answer (401, other 4xx), counted in `refusals`. */
export interface AttemptFailure extends ErrorNote {
  refused?: boolean;
}

/**
 * What the settlement engine needs of the hold queue: the rows to work on, and one durable
 * transition per outcome. Each transition is one SQLite transaction, committed before it returns,
 * and emits 'queue' with every row it changed. `QueueSettlement` is the store over SQLite.
 */
export interface SettlementStore {
  get(holdId: string): QueueRow | undefined;
  on<K extends keyof QueueEvents>(event: K, listener: (payload: QueueEvents[K]) => void): () => void;

  /** The first waiting row (queued, sending, uncertain) of every lane, in creation order. */
  laneHeads(): QueueRow[];
  laneHead(laneKey: string): QueueRow | undefined;
  /** The plain token of a row that still keeps it. */
  plainToken(holdId: string): CustomerToken | undefined;
  /**
   * The highest transaction id matched to another hold of the lane that was settled before
   * `holdId` was first sent: a transaction of `holdId` lies above it.
   */
  laneTransactionFloor(holdId: string): number;
  /** Whether a platform transaction is already matched to some hold. */
  isTransactionMatched(transactionId: number): boolean;
  /** Whether a manager said this transaction is not the hold's (attribution: none of these). */
  isRuledOut(holdId: string, transactionId: number): boolean;
  /** The hold a platform transaction is matched to. */
  holdOfTransaction(transactionId: number): QueueRow | undefined;

  markSending(holdId: string, now?: number): QueueRow;
  markConfirmed(holdId: string, settlement: Settlement, now?: number): QueueRow;
  /** A reversal answered `alreadyReversed` after an earlier attempt of it: done, its hold reversed. */
  markReverseDone(holdId: string, now?: number): QueueRow;
  markRejected(holdId: string, error: ErrorNote, now?: number): QueueRow;
  markUncertain(holdId: string, error: AttemptFailure, now?: number): QueueRow;
  markRequeued(
    holdId: string,
    details: { nextAttemptAt: number | null; error?: AttemptFailure },
    now?: number,
  ): QueueRow;
  markReverseMoot(holdId: string, options?: { targetProvenAbsent?: boolean }, now?: number): QueueRow;
  noteError(holdId: string, error: AttemptFailure, nextAttemptAt: number | null, now?: number): QueueRow;

  /** Lets wiped plain keys leave the WAL; the engine calls it after each drain. */
  checkpointIfWiped(): boolean;
}
