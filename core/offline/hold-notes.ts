import type { NetworkFailure } from '../platform/errors';

/**
 * The codes the queue and the settlement engine themselves record on a hold (`lastErrorCode`),
 * beside what a failed call records (see `failure.ts`): the platform's business code, `auth`,
 * `protocol`, `unexpected`, `network:<reason>`, `server:<status>`.
 *
 * - interrupted: the terminal stopped while the hold was being sent; its history check decides.
 * - quarantined: the data folder was copied, restored or replaced (identity.ts): the hold may have
 *   been sent by the terminal the folder came from; its history check decides.
 * - matchConflict: the transaction the history gave it belongs to another hold by that hold's answer.
 * - ambiguousMatch: the history shows transactions like the hold, none tied to it by evidence.
 * - adoptedLookAlike: confirmed with such a transaction (sole-terminal setting); a note, no failure.
 * - holdOutcomeUnknown, historyIncomplete: whether the platform applied it cannot be told.
 * - tokenMissing: the plain card key is gone; the card is needed again.
 * - notInHistory: proved absent from the history, sent again; a note.
 * - targetNotApplied: a reversal of a hold that never applied; nothing to undo; a note.
 * - reversalResent: a reversal whose answer was lost and that the history cannot tie to a
 *   transaction, sent again: the platform refuses a second reversal (alreadyReversed); a note.
 * - authFailed, platformRefused: turned away (401, other 4xx) `maxRefusals` times in a row.
 * - attributedByManager: confirmed with the history transaction a manager named (queue-attribution.ts); a note.
 */
export const ENGINE_NOTE_CODES = [
  'interrupted',
  'quarantined',
  'matchConflict',
  'ambiguousMatch',
  'adoptedLookAlike',
  'holdOutcomeUnknown',
  'historyIncomplete',
  'tokenMissing',
  'notInHistory',
  'targetNotApplied',
  'reversalResent',
  'authFailed',
  'platformRefused',
  'attributedByManager',
] as const;
export type EngineNoteCode = (typeof ENGINE_NOTE_CODES)[number];

/** The platform's business codes the terminal has a text for. */
export const PLATFORM_BUSINESS_CODES = [
  'tokenNotFound',
  'tokenExpired',
  'insufficientFunds',
  'accountNotFound',
  'alreadyReversed',
] as const;
export type PlatformBusinessCode = (typeof PLATFORM_BUSINESS_CODES)[number];

const NETWORK_FAILURES: readonly NetworkFailure[] = [
  'refused',
  'dns',
  'timeout',
  'reset',
  'aborted',
  'other',
];

/**
 * What a failed call records (failure.ts): a business code the terminal knows, or another one as
 * `business:<platform code>`; `auth`, `protocol`, `unexpected`; `network:<reason>`; `server:<status>`.
 */
export type FailureCode =
  | PlatformBusinessCode
  | `business:${string}`
  | 'auth'
  | 'protocol'
  | 'unexpected'
  | `network:${NetworkFailure}`
  | `server:${number}`;

/** Every code recorded on a hold row. */
export type HoldNoteCode = EngineNoteCode | FailureCode;

/** A recorded code, read back: one case per kind of note. */
export type HoldNote =
  | { kind: 'engine'; code: EngineNoteCode }
  | { kind: 'business'; code: PlatformBusinessCode }
  /** Another business code of the platform (a refusal the terminal has no text for). */
  | { kind: 'otherBusiness'; code: string }
  | { kind: 'auth' }
  | { kind: 'protocol' }
  | { kind: 'unexpected' }
  | { kind: 'network'; reason: NetworkFailure }
  | { kind: 'server'; status: number };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** Reads a recorded code; null for none. Anything else is a business code the platform sent. */
export function readHoldNote(code: string | null): HoldNote | null {
  if (code === null || code === '') return null;
  if (isOneOf(ENGINE_NOTE_CODES, code)) return { kind: 'engine', code };
  if (isOneOf(PLATFORM_BUSINESS_CODES, code)) return { kind: 'business', code };
  if (code === 'auth' || code === 'protocol' || code === 'unexpected') return { kind: code };
  const [prefix, rest = ''] = splitOnce(code, ':');
  if (prefix === 'network' && isOneOf(NETWORK_FAILURES, rest)) return { kind: 'network', reason: rest };
  if (prefix === 'business' && rest !== '') return { kind: 'otherBusiness', code: rest };
  const status = Number(rest);
  if (prefix === 'server' && Number.isInteger(status) && status >= 100 && status <= 599) {
    return { kind: 'server', status };
  }
  // Rows written before codes were typed kept the platform's business code as it came.
  return { kind: 'otherBusiness', code };
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + separator.length)];
}
