/**
 * The contract's closed lists of choices as plain values, free of zod: the schemas are made from
 * them (settings.ts, corrections.ts, staff.ts re-export them), and the renderer's first chunk
 * draws its choices from them without evaluating a schema (issue 27).
 */
import { LANGUAGES } from '../language';

/** The language of the guest's display: the cashier's, or one of its own. */
export const DISPLAY_LANGUAGES = ['cashier', ...LANGUAGES] as const;

/** When the UI shows its on-screen keyboard for text fields: `auto` on a touch screen (pointer: coarse). */
export const TOUCH_KEYBOARD_MODES = ['auto', 'always', 'never'] as const;

/** After how long without a touch, a key or a scan the guest on screen closes by itself (privacy). */
export const GUEST_IDLE_CLOSE = ['30s', '1min', '2min', '5min', 'never'] as const;

/** paidInMoney: the guest paid in money instead; other: the note says why. */
export const CORRECTION_REASONS = ['paidInMoney', 'wrongGuest', 'wrongAmount', 'duplicate', 'other'] as const;

/** The note's most characters: a line, not a letter. */
export const CORRECTION_NOTE_MAX = 200;

/** `dataFolder`: the folder found copied, restored or replaced, or holds lost from it, at start. */
export const JOURNAL_KINDS = [
  'hold',
  'protected',
  'pinFailed',
  'refused',
  'grant',
  'staff',
  'dataFolder',
  'shift',
] as const;

/**
 * Where a token a command acts with came from (issue 40): read by a reader or the wedge, typed by
 * fingers, or found (a guest's token from a search or an answer). Payments follow it, not the
 * token's type.
 */
export const TOKEN_SOURCES = ['read', 'typed', 'found'] as const;

/**
 * How the guest was there for a payment with bonuses: their card or the app's QR read now, their
 * own PIN as the token, proof given there and then (their PIN typed, their QR scanned), a
 * manager's grant in its place; `unchecked` before the terminal has a manager (nothing guarded).
 */
export const PRESENCES = ['card', 'qr', 'pin', 'guestPin', 'guestQr', 'manager', 'unchecked'] as const;

/** The guards a manager's grant may waive on a hold (their refusal codes), kept on the hold waived. */
export const GRANTABLE_GUARDS = [
  'awardOverRule',
  'awardNeedsRule',
  'goodwillOverAllowance',
  'guestAwardedTooOften',
  'billAlreadySettled',
  'billNeedsManager',
  'guestProofRequired',
] as const;

/** The control lines of a shift's report: what a manager reads the same day. */
export const CONTROL_CHECKS = [
  'awardWithoutBill',
  'awardOverRule',
  'repeatAward',
  'billException',
  'paidWithoutCard',
  'manualCard',
  'reversal',
  'discard',
] as const;
