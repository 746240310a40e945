import type {
  BalanceView,
  ErrorCode,
  ErrorValue,
  HoldResult,
  HoldState,
} from '../../../common/contract/index';
import { inFlightOutcome } from './in-flight-outcome';

/** What became of one hold, as the dialog tells it. */
export type HoldOutcome =
  | { kind: 'done'; balance?: BalanceView }
  /** Written to the queue without the platform: it will be sent when the connection returns. */
  | { kind: 'queued' }
  /** Waits behind an earlier hold of the same account that is not settled yet. */
  | { kind: 'waiting' }
  /** Sent, the answer late: the queue will show the result. */
  | { kind: 'sending' }
  /** The platform may or may not have applied it: a manager sees it in the queue. */
  | { kind: 'unknown' }
  | { kind: 'refused'; error?: ErrorValue }
  /** Refused by the offline limits, with the figures (ErrorValue.details). */
  | { kind: 'offlineLimit'; error: ErrorValue }
  /** States a fresh hold does not answer with; told as they are. */
  | { kind: 'closed'; state: 'cancelled' | 'discarded' | 'reversed' };

/** How an error code reads for a hold: a limit with figures, an unknown outcome, or a refusal. */
export type ErrorKind = 'offlineLimit' | 'unknown' | 'refused';

export function errorKind(code: ErrorCode): ErrorKind {
  switch (code) {
    case 'offlineLimitPerHold':
    case 'offlineLimitPerGuest':
    case 'offlineLimitTerminal':
    case 'offlineBalanceStale':
    case 'offlineBalanceUnknown':
    case 'offlineBalanceInsufficient':
    case 'offlineCreditQueueFull':
      return 'offlineLimit';
    case 'holdOutcomeUnknown':
    case 'holdUncertain':
      return 'unknown';
    case 'invalidInput':
    case 'unknownCommand':
    case 'notFound':
    case 'unauthorized':
    case 'forbiddenOrigin':
    case 'payloadTooLarge':
    case 'internalError':
    case 'coreUnreachable':
    case 'platformUnavailable':
    case 'platformAuthFailed':
    case 'platformError':
    case 'platformInvalidAnswer':
    case 'platformRefused':
    case 'tokenNotFound':
    case 'tokenExpired':
    case 'insufficientFunds':
    case 'accountNotFound':
    case 'alreadyReversed':
    case 'notInCache':
    case 'tokenRefUnknown':
    case 'cardReassigned':
    case 'guestBlocked':
    case 'depositAccount':
    case 'accountUnreadable':
    case 'holdNotFound':
    case 'holdStateConflict':
    case 'cardRequired':
    case 'cardMismatch':
    case 'reversalPending':
    case 'diskFull':
    case 'settingsFileInvalid':
    case 'secretStoreFailed':
    case 'embeddedPlatformFailed':
    case 'terminalQuarantined':
    case 'holdsMayBeLost':
    case 'grantRequired':
    case 'grantExpired':
    case 'grantUsed':
    case 'grantUnknown':
    case 'grantOtherLaunch':
    case 'pinInvalid':
    case 'pinWrong':
    case 'pinLocked':
    case 'pinTaken':
    case 'managerExists':
    case 'cashierRequired':
    case 'cashierNotFound':
    case 'journalFailed':
    case 'guestNotBlocked':
    case 'quitNotAsked':
    case 'attributionNotNeeded':
    case 'attributionNotCandidate':
    case 'attributionMismatch':
    case 'attributionTaken':
    case 'billPayOverTotal':
    case 'billPayOverShare':
    case 'awardOverRule':
    case 'awardNeedsRule':
    case 'goodwillOverAllowance':
    case 'guestAwardedTooOften':
    case 'billAlreadySettled':
    case 'billNeedsManager':
    case 'guestProofRequired':
    case 'guestProofMismatch':
    case 'grantOtherAction':
    case 'shiftNotOpen':
    case 'shiftAlreadyOpen':
    case 'shiftNotFound':
    case 'shiftStillOpen':
    case 'shiftHoldsWait':
    case 'shiftOpenSinceEarlierDay':
    case 'shiftOpenBeforeRestart':
    case 'consentRequired':
    case 'consentNotGiven':
    case 'consentTextUnknown':
      return 'refused';
  }
}

/** The outcome of a command that failed: nothing was queued. */
export function outcomeOfError(error: ErrorValue): HoldOutcome {
  const kind = errorKind(error.code);
  return kind === 'unknown' ? { kind } : { kind, error };
}

/**
 * The outcome of a hold the core answered. `waitingBehind`: the account had holds in the queue
 * before this one (AccountView.pending.count), so a hold still queued while online waits for them.
 */
export function outcomeOfResult(
  result: HoldResult,
  context: { offline: boolean; waitingBehind: boolean },
): HoldOutcome {
  const state: HoldState = result.state;
  switch (state) {
    case 'confirmed':
      return result.balance ? { kind: 'done', balance: result.balance } : { kind: 'done' };
    case 'queued':
      // A reason on a queued hold is the failed attempt (platformUnavailable): it waits for the link.
      if (context.offline || result.reason || !context.waitingBehind) return { kind: 'queued' };
      return { kind: 'waiting' };
    case 'sending':
    case 'uncertain':
    case 'rejected':
      return inFlightOutcome(state, result.reason, outcomeOfError);
    case 'cancelled':
    case 'discarded':
    case 'reversed':
      return { kind: 'closed', state };
  }
}

/** The figures an offline limit names, in the order a cashier reads them. */
export const LIMIT_FIGURES = [
  'limitCents',
  'pendingCents',
  'availableCents',
  'amountCents',
  'ageHours',
  'maxHours',
  'count',
] as const;
export type LimitFigure = (typeof LIMIT_FIGURES)[number];

/** How a figure is printed. */
export function figureFormat(figure: LimitFigure): 'money' | 'hours' | 'count' {
  switch (figure) {
    case 'limitCents':
    case 'pendingCents':
    case 'availableCents':
    case 'amountCents':
      return 'money';
    case 'ageHours':
    case 'maxHours':
      return 'hours';
    case 'count':
      return 'count';
  }
}

/** The figures of an offline limit's refusal, from its details as the contract types them. */
export function limitFigures(error: ErrorValue): { figure: LimitFigure; value: number }[] {
  const details = limitDetails(error);
  return LIMIT_FIGURES.flatMap((figure) => {
    const value = details[figure];
    return value === undefined ? [] : [{ figure, value }];
  });
}

function limitDetails(error: ErrorValue): Partial<Record<LimitFigure, number>> {
  switch (error.code) {
    case 'offlineLimitPerHold':
    case 'offlineLimitPerGuest':
    case 'offlineLimitTerminal':
    case 'offlineBalanceStale':
    case 'offlineBalanceInsufficient':
    case 'offlineCreditQueueFull':
      return error.details;
    default:
      // offlineBalanceUnknown names no figure; no other error is an offline limit.
      return {};
  }
}
