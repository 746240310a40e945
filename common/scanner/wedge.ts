import { MODIFIER_CODES, characterOf, meaningOfCode } from './keyboard-usage';
import { maskKey } from '../platform/token-key';
import { summariseErrors } from './scan-assembler';

/**
 * Keyboard wedge: tells a reader's key burst from a person typing, in the renderer, from keydown events.
 * Characters come from `KeyboardEvent.code` (the physical key, named by its US position) plus Shift and
 * Caps Lock, never from `event.key`: readers type US key positions, so with a Russian layout `event.key` is
 * 'ж' for the ';' key and with AZERTY '&' for the '1' key, while `code` still says 'Semicolon' / 'Digit1'.
 *
 * Plain TypeScript without imports from Node or the DOM: the renderer bundles it. Timer-free: the caller
 * passes `event.timeStamp` and calls `flushScan(performance.now())` from a timer after the last key.
 *
 * A burst is a run of character keys each at most `maxGapMs` after the previous one. Once it reaches
 * `minLength` characters it is a scan: from then on its keys are prevented (they do not reach the focused
 * field). The first `minLength - 1` keys cannot be known to be a scan and are let through; when the scan
 * completes, `typedIntoField` says how many characters it typed into the focused field so the UI can remove
 * them (the characters just before the caret). A person typing never reaches the burst speed for long, so
 * their keys are never prevented.
 */

export interface WedgeKeyInput {
  /** `KeyboardEvent.code`, e.g. 'KeyA', 'Digit1', 'Semicolon', 'Enter'. */
  code: string;
  /** `KeyboardEvent.key`: only used to know whether the key put a character into the field. */
  key: string;
  shiftKey: boolean;
  /** `KeyboardEvent.timeStamp` (ms, same clock as `performance.now()`). */
  timeStamp: number;
  capsLock?: boolean;
  getModifierState?: (key: string) => boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  /** Whether the event target is an editable field (input, textarea, contenteditable). */
  targetIsEditable: boolean;
}

export interface WedgeOptions {
  /** Characters a burst needs to count as a scan. */
  minLength: number;
  /** Longest pause between two keys of one burst; a longer pause ends the burst. */
  maxGapMs: number;
  /** Keys that end a scan (and are then prevented). */
  suffixKeys: readonly ('Enter' | 'Tab')[];
}

export const DEFAULT_WEDGE_OPTIONS: WedgeOptions = {
  minLength: 6,
  maxGapMs: 40,
  suffixKeys: ['Enter', 'Tab'],
};

export type WedgeScan =
  | { kind: 'scan'; text: string; typedIntoField: number }
  /** A burst with keys that are not data (e.g. F-keys, arrows): its text is withheld, masked. */
  | { kind: 'incomplete'; masked: string; reason: string; typedIntoField: number };

export interface WedgeStep {
  preventDefault: boolean;
  /** A scan that ended with this key (by its suffix, or because this key came after a pause). */
  scan?: WedgeScan;
}

/**
 * A reader's read error of one or more tracks (`;E?`, `%E?;E?`): shorter than `minLength`, yet no
 * person types it at a reader's speed. Taken as a scan, so it says "swipe again" instead of landing
 * in the focused field (and its Enter pressing the field's button).
 */
const READ_ERROR_BURST = /^(?:[%;+]E\?)+$/;

export class KeyboardWedge {
  private readonly options: WedgeOptions;
  private text = '';
  private length = 0;
  private typedIntoField = 0;
  private errors: string[] = [];
  private lastAt: number | undefined;

  constructor(options: Partial<WedgeOptions> = {}) {
    this.options = { ...DEFAULT_WEDGE_OPTIONS, ...options };
  }

  handleKey(input: WedgeKeyInput): WedgeStep {
    if (MODIFIER_CODES.has(input.code) || input.ctrlKey || input.altKey || input.metaKey) {
      // Shift presses between characters and a person's shortcuts are not data and do not break a burst.
      return { preventDefault: false };
    }
    const ended = this.flush(input.timeStamp);
    const step = this.accept(input);
    return ended === undefined ? step : { ...step, scan: ended };
  }

  /** Ends a burst that has been idle longer than `maxGapMs`; returns it when it was a scan. */
  flush(now: number): WedgeScan | undefined {
    if (this.lastAt === undefined || now - this.lastAt <= this.options.maxGapMs) return undefined;
    return this.finish();
  }

  /**
   * The clock's end of a burst no key follows (a reader without a suffix key): `flush`, for a
   * burst that is already a scan. One still too short to be a scan is kept as it is: only the next
   * key's own time stamp can tell whether it goes on. Ended by the clock, a swipe whose first key
   * reached the page before a busy moment lost its sentinel and read as a QR code.
   */
  flushScan(now: number): WedgeScan | undefined {
    return this.isScan ? this.flush(now) : undefined;
  }

  /** The burst's text while it is a scan with only data keys in it: what it gives if it ends now. */
  get scanSoFar(): string | undefined {
    return this.lastAt !== undefined && this.isScan && this.errors.length === 0 ? this.text : undefined;
  }

  reset(): void {
    this.text = '';
    this.length = 0;
    this.typedIntoField = 0;
    this.errors = [];
    this.lastAt = undefined;
  }

  private get isScan(): boolean {
    return this.length >= this.options.minLength || READ_ERROR_BURST.test(this.text);
  }

  private accept(input: WedgeKeyInput): WedgeStep {
    const meaning = meaningOfCode(input.code);
    if (meaning?.kind === 'capsLock' || meaning?.kind === 'numLock') return { preventDefault: false };
    if (meaning?.kind === 'end') {
      const isSuffix =
        this.lastAt !== undefined && this.isScan && this.options.suffixKeys.includes(meaning.key);
      const scan = this.finish();
      return isSuffix && scan !== undefined ? { preventDefault: true, scan } : { preventDefault: false };
    }
    if (meaning === undefined) {
      if (this.lastAt === undefined) return { preventDefault: false };
      this.errors.push(`unexpected key ${input.code || input.key || '(unidentified)'}`);
      return this.extend(input, false);
    }
    const capsLock = input.capsLock ?? input.getModifierState?.('CapsLock') ?? false;
    this.text += characterOf(meaning, input.shiftKey, capsLock);
    this.length += 1;
    return this.extend(input, true);
  }

  private extend(input: WedgeKeyInput, isCharacter: boolean): WedgeStep {
    this.lastAt = input.timeStamp;
    if (this.isScan) return { preventDefault: true };
    if (isCharacter && input.targetIsEditable && Array.from(input.key).length === 1) this.typedIntoField += 1;
    return { preventDefault: false };
  }

  private finish(): WedgeScan | undefined {
    const { text, typedIntoField, errors } = this;
    const wasScan = this.lastAt !== undefined && this.isScan;
    this.reset();
    if (!wasScan) return undefined;
    return errors.length > 0
      ? { kind: 'incomplete', masked: maskKey(text), reason: summariseErrors(errors), typedIntoField }
      : { kind: 'scan', text, typedIntoField };
  }
}
