import {
  CORE_UNREACHABLE,
  ERROR_CODES,
  type ErrorCode,
  type ErrorDetails,
  type ErrorValue,
} from '../../../common/contract/index';

/** The codes whose errors carry details (ERROR_DETAILS in the contract); the type keeps it whole. */
type DetailedCode = { [C in ErrorCode]: ErrorDetails<C> extends undefined ? never : C }[ErrorCode];
const DETAILED: Record<DetailedCode, true> = {
  invalidInput: true,
  unknownCommand: true,
  offlineLimitPerHold: true,
  offlineLimitPerGuest: true,
  offlineLimitTerminal: true,
  offlineBalanceStale: true,
  offlineBalanceInsufficient: true,
  offlineCreditQueueFull: true,
  holdStateConflict: true,
  settingsFileInvalid: true,
  embeddedPlatformFailed: true,
  terminalQuarantined: true,
  holdsMayBeLost: true,
  grantRequired: true,
  pinInvalid: true,
  pinWrong: true,
  pinLocked: true,
  attributionMismatch: true,
  billPayOverTotal: true,
  billPayOverShare: true,
  awardOverRule: true,
  goodwillOverAllowance: true,
  guestAwardedTooOften: true,
  billAlreadySettled: true,
  billNeedsManager: true,
  guestProofRequired: true,
  grantOtherAction: true,
  shiftHoldsWait: true,
  shiftOpenSinceEarlierDay: true,
  shiftOpenBeforeRestart: true,
};
const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An error the core answered, checked by its shape: a known code, a message in both languages,
 * details (an object) where the code has them and none where it has not. Anything else reads as
 * the core being unreachable, as an unreadable answer always did. The details' own fields are the
 * core's, typed by the same contract and served by the same build: the contract's zod schema
 * (ErrorValueSchema) is left to the core, which keeps zod out of the page (issue 44).
 */
export function checkedError(raw: unknown): ErrorValue {
  if (!isRecord(raw) || typeof raw.code !== 'string' || !CODES.has(raw.code)) return CORE_UNREACHABLE;
  const { code, message, details } = raw;
  if (!isRecord(message) || typeof message.ru !== 'string' || typeof message.en !== 'string') {
    return CORE_UNREACHABLE;
  }
  const detailed = Object.hasOwn(DETAILED, code);
  if (detailed ? !isRecord(details) : details !== undefined) return CORE_UNREACHABLE;
  const value = { code, message: { ru: message.ru, en: message.en }, ...(detailed ? { details } : {}) };
  return value as ErrorValue;
}
