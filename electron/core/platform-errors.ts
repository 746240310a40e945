import type { ErrorValue, HoldState } from '../contract';
import type { OutboxRefusal, RiskRefusal } from '../offline';
import { AuthError, BusinessError, NetworkError, isPlatformError } from '../platform/errors';
import type { Cents } from '../platform/money';
import { CoreError, coreError, errorValue } from './errors';

const HOUR_MS = 3_600_000;

/** Platform error codes a cashier gets named as such; any other becomes platformError. */
const BUSINESS_CODES = [
  'tokenNotFound',
  'tokenExpired',
  'insufficientFunds',
  'accountNotFound',
  'alreadyReversed',
] as const;
type BusinessCode = (typeof BUSINESS_CODES)[number];

function isBusinessCode(code: string | null | undefined): code is BusinessCode {
  return (BUSINESS_CODES as readonly (string | null | undefined)[]).includes(code);
}

/** The error value for a failed platform call. Never carries the platform's text (it names the card). */
export function platformErrorValue(error: unknown): ErrorValue {
  if (error instanceof CoreError) return error.value;
  if (error instanceof BusinessError) {
    return isBusinessCode(error.code) ? errorValue(error.code) : errorValue('platformError');
  }
  if (error instanceof AuthError) return errorValue('platformAuthFailed');
  if (error instanceof NetworkError) return errorValue('platformUnavailable');
  return isPlatformError(error) ? errorValue('platformError') : errorValue('internalError');
}

export function toCoreError(error: unknown): CoreError {
  if (error instanceof CoreError) return error;
  if (!isPlatformError(error)) throw error;
  return new CoreError(platformErrorValue(error));
}

/** A failure after which a cached answer is better than none: anything but the platform's own refusal. */
export function cacheMayAnswer(error: unknown): boolean {
  return isPlatformError(error) && !(error instanceof BusinessError);
}

/** Codes the engine records for failures that say nothing about the hold itself (transport, server). */
const TRANSPORT_FAILURE = /^(network|server):|^(protocol|unexpected)$/;

/** Why a hold waits or was rejected, from the code the engine recorded on its row. */
export function reasonOf(code: string | null, state: HoldState): ErrorValue | undefined {
  if (!code) return undefined;
  if (isBusinessCode(code)) return errorValue(code);
  switch (code) {
    case 'auth':
    case 'unauthorized':
    case 'authFailed': // the engine gave up after the platform kept answering 401
      return errorValue('platformAuthFailed');
    case 'platformRefused': // ... or kept turning the hold away with another 4xx
      return errorValue('platformRefused');
    // The answer was lost and the history could not tell whether the platform applied it.
    case 'holdOutcomeUnknown':
    case 'historyIncomplete':
      return errorValue('holdOutcomeUnknown');
    // The plain key was wiped: the card is needed again to send or check the hold.
    case 'tokenMissing':
      return errorValue('cardRequired');
    // Notes of the engine that are no failure: a reversal with nothing to undo, a hold proved
    // absent from the history and sent again.
    case 'targetNotApplied':
    case 'notInHistory':
      return undefined;
  }
  if (state !== 'rejected') return errorValue('platformUnavailable');
  // A rejected row carries a refusal of the platform unless it names a transport failure.
  return TRANSPORT_FAILURE.test(code) ? errorValue('platformError') : errorValue('platformRefused');
}

/** The offline risk policy's refusal as the cashier reads it. */
export function riskRefusalError(refusal: RiskRefusal, amount: Cents): CoreError {
  switch (refusal.code) {
    case 'limitPerHold':
      return coreError('offlineLimitPerHold', { limit: refusal.limit, amount });
    case 'limitPerGuest':
      return coreError('offlineLimitPerGuest', {
        limit: refusal.limit,
        pending: refusal.wouldBe - amount,
        amount,
      });
    case 'limitTerminal':
      return coreError('offlineLimitTerminal', {
        limit: refusal.limit,
        pending: refusal.wouldBe - amount,
        amount,
      });
    case 'noCachedBalance':
      return coreError('offlineBalanceUnknown');
    case 'cachedBalanceTooOld':
      return coreError('offlineBalanceStale', {
        ageHours: Math.floor(refusal.wouldBe / HOUR_MS),
        maxHours: Math.round(refusal.limit / HOUR_MS),
      });
    case 'insufficientCachedBalance':
      return coreError('offlineBalanceInsufficient', { available: refusal.limit, amount });
    case 'limitCreditQueue':
      return coreError('offlineCreditQueueFull', { count: refusal.limit });
  }
}

export function outboxRefusalError(refusal: OutboxRefusal, state: string): CoreError {
  switch (refusal.code) {
    case 'holdNotFound':
      return coreError('holdNotFound');
    case 'tokenRequired':
      return coreError('cardRequired');
    case 'tokenMismatch':
      return coreError('cardMismatch');
    case 'holdOutcomeUnknown':
      return coreError('holdOutcomeUnknown');
    case 'reversePending':
      return coreError('reversalPending');
    case 'notRejected':
    case 'notReversible':
      return coreError('holdStateConflict', { state });
  }
}
