import type { ErrorValue, HoldState } from '../../../common/contract/index';
import {
  PLATFORM_BUSINESS_CODES,
  readHoldNote,
  type EngineNoteCode,
  type QueueRefusal,
  type PlatformBusinessCode,
  type RiskRefusal,
} from '../../offline';
import {
  AuthError,
  BusinessError,
  NetworkError,
  ProtocolError,
  isPlatformError,
} from '../../platform/errors';
import { CoreError, coreError, errorValue } from '../errors';

const HOUR_MS = 3_600_000;

/** Platform error codes a cashier gets named as such; any other becomes platformError. */
function isBusinessCode(code: string | null | undefined): code is PlatformBusinessCode {
  return (PLATFORM_BUSINESS_CODES as readonly (string | null | undefined)[]).includes(code);
}

/** The error value for a failed platform call. Never carries the platform's text (it names the card). */
export function platformErrorValue(error: unknown): ErrorValue {
  if (error instanceof CoreError) return error.value;
  if (error instanceof BusinessError) {
    return isBusinessCode(error.code) ? errorValue(error.code) : errorValue('platformError');
  }
  if (error instanceof AuthError) return errorValue('platformAuthFailed');
  if (error instanceof NetworkError) return errorValue('platformUnavailable');
  if (error instanceof ProtocolError) return errorValue('platformInvalidAnswer');
  return isPlatformError(error) ? errorValue('platformError') : errorValue('internalError');
}

export function toCoreError(error: unknown): CoreError {
  if (error instanceof CoreError) return error;
  if (!isPlatformError(error)) throw error;
  return new CoreError(platformErrorValue(error));
}

/** The platform answered (a refusal, or an answer that failed validation): never "no connection". */
export function platformAnswered(error: unknown): boolean {
  return error instanceof BusinessError || error instanceof AuthError || error instanceof ProtocolError;
}

/** A failure after which a cached answer is better than none: anything but the platform's own refusal. */
export function cacheMayAnswer(error: unknown): boolean {
  return isPlatformError(error) && !(error instanceof BusinessError);
}

/**
 * Why a hold waits or was rejected, from the code recorded on its row. A hold whose outcome is
 * being checked (uncertain) always says so: the cashier must not take the payment another way
 * until it settles.
 */
export function reasonOf(code: string | null, state: HoldState): ErrorValue | undefined {
  const note = readHoldNote(code);
  if (state === 'uncertain') return errorValue('holdUncertain');
  if (!note) return undefined;
  switch (note.kind) {
    case 'engine':
      return engineNoteReason(note.code, state);
    case 'business':
      // A reversal the platform had already applied (its answer was lost) is done: no failure.
      return state === 'confirmed' ? undefined : errorValue(note.code);
    case 'otherBusiness':
      // A business refusal the terminal has no text for: refused, not "try again later".
      return errorValue('platformRefused');
    case 'auth':
      return errorValue('platformAuthFailed');
    case 'network':
    case 'server':
    case 'protocol':
    case 'unexpected':
      // A failed attempt: a waiting hold waits for the link; a rejected one was refused in transit.
      return state === 'rejected' ? errorValue('platformError') : errorValue('platformUnavailable');
  }
}

function engineNoteReason(code: EngineNoteCode, state: HoldState): ErrorValue | undefined {
  switch (code) {
    case 'authFailed': // the engine gave up after the platform kept answering 401
      return errorValue('platformAuthFailed');
    case 'platformRefused': // ... or kept turning the hold away with another 4xx
      return errorValue('platformRefused');
    // Stopped mid-send or quarantined (rejected: the history could not tell), matched to another hold's
    // transaction, to look-alikes only, or the history could not tell: whether the platform
    // applied it is unknown, and a manager decides.
    case 'interrupted':
    case 'quarantined':
    case 'matchConflict':
    case 'ambiguousMatch':
    case 'holdOutcomeUnknown':
    case 'historyIncomplete':
      return state === 'confirmed' ? undefined : errorValue('holdOutcomeUnknown');
    // The plain key was wiped: the card is needed again to send or check the hold.
    case 'tokenMissing':
      return errorValue('cardRequired');
    // Notes that are no failure: a look-alike taken for the hold by setting, a reversal with
    // nothing to undo, a hold proved absent from the history and sent again.
    case 'adoptedLookAlike':
    case 'attributedByManager':
    case 'targetNotApplied':
    case 'notInHistory':
    case 'reversalResent':
      return undefined;
  }
}

/** The offline risk policy's refusal as the cashier reads it. */
export function riskRefusalError(refusal: RiskRefusal): CoreError {
  switch (refusal.code) {
    case 'offlineLimitPerHold':
    case 'offlineLimitPerGuest':
    case 'offlineLimitTerminal':
    case 'offlineBalanceInsufficient':
    case 'offlineCreditQueueFull': {
      // The policy's figures are these codes' details as they are.
      const { code, ...details } = refusal;
      return coreError(code, details);
    }
    case 'offlineBalanceUnknown':
      return coreError(refusal.code);
    case 'offlineBalanceStale':
      return coreError(refusal.code, {
        ageHours: Math.floor(refusal.ageMs / HOUR_MS),
        maxHours: Math.round(refusal.maxAgeMs / HOUR_MS),
      });
  }
}

/** The queue's refusal as the cashier reads it; `state`: the hold's, which a conflict names. */
export function queueRefusalError(refusal: QueueRefusal, state: HoldState): CoreError {
  switch (refusal.code) {
    case 'holdStateConflict':
      return coreError(refusal.code, { state });
    case 'holdNotFound':
    case 'cardRequired':
    case 'cardMismatch':
    case 'holdOutcomeUnknown':
    case 'reversalPending':
      return coreError(refusal.code);
  }
}
