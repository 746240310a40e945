import type {
  CorrectionReason,
  ErrorCode,
  GrantableGuard,
  Presence,
  TokenSource,
} from '../../../common/contract/index';
import type { Cents } from '../../../common/platform/money';
import type { CustomerToken } from '../../../common/platform/schemas';
import type { RiskRefusal } from '../risk-policy';
import type { HoldKind, HoldState } from '../../../common/hold-codes';
import type { BalanceCents } from '../../platform/in-cents';

export { HOLD_KINDS, HOLD_STATES, type HoldKind, type HoldState } from '../../../common/hold-codes';

/** States of a hold the platform has not settled yet: they count as exposure and in the status. */
export const WAITING_STATES: readonly HoldState[] = ['queued', 'sending', 'uncertain'];

/**
 * What a shift's report needs of a hold, kept as it was when the hold was placed (migration 9):
 * the shift it belongs to, the bill's total when the hold came from a bill, and the name of its
 * account type (accountGuid names the type).
 */
export interface HoldPlacement {
  shiftId: number | null;
  billCents: Cents | null;
  accountName: string | null;
}

/**
 * What the shift's control lines need of a hold (issue 40, migration 12): how its token came, how
 * the guest was there for a payment, which guards a manager's grant waived and whose grant it was.
 */
export interface HoldControl {
  source: TokenSource;
  /** For a payment with bonuses; null for an award. */
  presence: Presence | null;
  waived: readonly GrantableGuard[];
  grantedBy: string | null;
}

/** What the hold backup keeps of a row (hold-backup.ts): read at start for every unsettled hold. */
export type HoldBrief = Pick<
  QueueRow,
  'holdId' | 'state' | 'kind' | 'amountCents' | 'tokenKeyMasked' | 'createdAt'
>;

/** One queue row as the rest of the program sees it. The plain token key is never part of it. */
export interface QueueRow {
  holdId: string;
  /** Creation order; holds of one lane go in this order. */
  seq: number;
  kind: HoldKind;
  state: HoldState;
  /** Holds of one lane (guest + account) are sent one at a time. */
  laneKey: string;
  customerGuid: string | null;
  /** The guest's full name when the hold was queued (from the caller or the cache); never a card number. */
  guestName: string | null;
  /** The cashier signed in when the hold was queued (cashier PINs), by name. */
  cashier: string | null;
  tokenType: string;
  tokenEntry: string;
  /** The token key's last four characters, for display. */
  tokenKeyMasked: string;
  tokenHash: string;
  /** Whether the plain token is still stored (waiting holds only). */
  hasPlainToken: boolean;
  accountGuid: string;
  amountCents: Cents;
  /** ISO 8601, set at creation and sent as the hold's `date`. */
  date: string;
  billNumber: string | null;
  /** For a reverse row: the hold it reverses. */
  targetHoldId: string | null;
  /** Taken while the platform could not be asked (counted against the offline limits). */
  offline: boolean;
  attempts: number;
  /** Attempts in a row the platform turned away without an answer (401, other 4xx); 0 after any other outcome. */
  refusals: number;
  /** An attempt's outcome is unknown and no history check has proved it absent yet. */
  needsCheck: boolean;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  /** The platform transaction of this hold (for a reverse row: the REVERSAL transaction). */
  bonusTransactionId: number | null;
  balanceAfter: BalanceCents | null;
  createdAt: number;
  updatedAt: number;
  firstSentAt: number | null;
  lastSentAt: number | null;
  /** Not to be sent before this time (backoff after a failure that certainly did not apply). */
  nextAttemptAt: number | null;
  /** When it was confirmed, cancelled or discarded. */
  settledAt: number | null;
  confirmedBy: 'answer' | 'history' | null;
  /** Why it was reversed or discarded and by whose grant (issue 25); on its reversal too. */
  correction: HoldCorrection | null;
  /** How it was let through (issue 40); null on holds written before, and on reversals. */
  control: HoldControl | null;
  /**
   * An online try withdrawn before it reached the platform, its payment taken again offline as a
   * new hold (migration 15): no money moved by it, so no list, report or journal shows it.
   */
  retakenOffline: boolean;
}

/** A reversal's or a discard's reason, note and manager, as the queue keeps them. */
export interface HoldCorrection {
  reason: CorrectionReason;
  note: string | null;
  /** The manager whose grant it was; null while the terminal has no managers. */
  manager: string | null;
}

export interface EnqueueHoldInput {
  kind: 'debit' | 'credit';
  token: CustomerToken;
  accountGuid: string;
  amountCents: Cents;
  billNumber?: string;
  /** The guest, when known; if omitted the cache is asked by the token. Keys the lane. */
  customerGuid?: string;
  /** The guest's full name; if omitted the cache is asked by the guest. */
  guestName?: string;
  /** The cashier signed in (cashier PINs), by name. */
  cashier?: string;
  /** Defaults to a new random UUID. */
  holdId?: string;
  /** The shift, bill total and account name for the shift's report. */
  placement?: HoldPlacement;
  /** How it was let through, for the shift's control lines. */
  control?: HoldControl;
}

export interface EnqueueOptions {
  /** Apply the offline risk limits (the caller sets it whenever connectivity is not 'online'). */
  offline: boolean;
}

export type EnqueueResult = { ok: true; row: QueueRow } | { ok: false; refusal: RiskRefusal };

/**
 * Why the queue refused to reverse or resolve a hold, in the contract's codes:
 * - holdStateConflict: not in a state that allows it (a reversal reversed, a hold already closed,
 *   a retry or discard of a hold that is not rejected);
 * - reversalPending: a reversal of the hold is not settled yet;
 * - cardRequired, cardMismatch: the hold no longer keeps its token, and none or another was given;
 * - holdOutcomeUnknown: the hold may have been applied by the platform (needsCheck) and only a
 *   manager, sure of it, may discard it (`force`).
 */
export const QUEUE_REFUSALS = [
  'holdNotFound',
  'holdStateConflict',
  'reversalPending',
  'cardRequired',
  'cardMismatch',
  'holdOutcomeUnknown',
] as const satisfies readonly ErrorCode[];
export type QueueRefusalCode = (typeof QUEUE_REFUSALS)[number];

export interface QueueRefusal {
  code: QueueRefusalCode;
  message: string;
}

/**
 * reverse: `cancelled` (a queued hold, nothing was sent), `discarded` (a rejected hold that was
 * certainly not applied), `queued` (a reverse row waits behind the hold in its lane; `row` is the
 * reverse row; behind a rejected hold that may have been applied, the engine first asks the
 * history, and rejects the reversal with `holdOutcomeUnknown` when the history cannot tell).
 */
export type ReverseResult =
  | { ok: true; action: 'cancelled' | 'discarded' | 'queued'; row: QueueRow }
  | { ok: false; error: QueueRefusal };

export type ResolveResult =
  | { ok: true; row: QueueRow }
  | { ok: false; error: QueueRefusal }
  /** A retry while offline that the offline limits refuse. */
  | { ok: false; refusal: RiskRefusal };

export interface QueueListFilter {
  /** Only rows in these states (all states when omitted or empty). */
  states?: readonly HoldState[];
  /** Only this guest's rows, those its cards took before it was known too (guest-holds.ts). */
  customerGuid?: string;
  /** At most this many rows; every row when omitted. */
  limit?: number;
  /** Skip this many rows first. */
  offset?: number;
  /** Only rows older than this `seq` (the cursor: the last row of the previous page). */
  before?: number;
}

export interface QueueTotals {
  /** Waiting rows of every kind, reversals included. */
  waitingCount: number;
  /** Waiting debit holds (queued, sending, uncertain). */
  debitCents: Cents;
  /** Waiting credit holds. */
  creditCents: Cents;
  /** Waiting reversals (their amounts give back what a debit or credit took). */
  reverseCount: number;
  oldestWaiting: { holdId: string; createdAt: number; ageMs: number } | null;
  rejectedCount: number;
  uncertainCount: number;
}

export interface QueueEvents extends Record<string, unknown> {
  /** A row was written or changed state. */
  queue: QueueRow;
}

/** What settled a hold, as the engine records it. */
export interface Settlement {
  /** `answer`: the platform said so; `history`: matched in the operation history after a lost answer. */
  source: 'answer' | 'history';
  bonusTransactionId: number;
  balanceAfter: BalanceCents | null;
  /** Kept on the confirmed row: how a transaction from the history was tied to it, when not by evidence. */
  note?: { code: string; message: string };
}
