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
