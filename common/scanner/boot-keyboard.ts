import { characterOf, meaningOfUsage } from './keyboard-usage';
import { reportPayload } from './report-id';

/**
 * Decoder for boot-protocol keyboard input reports, the format every keyboard-mode reader can send:
 *
 *   byte 0   modifiers (bit0 LCtrl, bit1 LShift, bit2 LAlt, bit3 LGUI, bit4 RCtrl, bit5 RShift, bit6 RAlt, bit7 RGUI)
 *   byte 1   reserved
 *   byte 2-7 usage ids of the keys currently down (0 = empty slot)
 *
 * preceded by a report id byte when the device numbers its reports (option `reportId`).
 * A report lists the keys that are down, so a key types once when it first appears (a held key repeats
 * in later reports and is not typed again; rollover keeps older keys listed while new ones appear).
 */

export type KeyStroke =
  { kind: 'char'; char: string } | { kind: 'end'; key: 'Enter' | 'Tab' } | { kind: 'error'; reason: string };

export interface BootKeyboardState {
  readonly pressed: readonly number[];
  readonly capsLock: boolean;
}

export interface BootKeyboardOptions {
  /** The report id the device puts before each report; undefined when its reports are unnumbered. */
  reportId?: number | undefined;
}

export const INITIAL_BOOT_KEYBOARD_STATE: BootKeyboardState = { pressed: [], capsLock: false };

const REPORT_LENGTH = 8;
const SHIFT_BITS = 0x22;
const CHORD_BITS = 0xdd; // Ctrl, Alt and GUI on either side: such chords are commands, not data
const ERROR_USAGES: ReadonlyMap<number, string> = new Map([
  [0x01, 'keyboard rollover error (too many keys down): keys may have been lost'],
  [0x02, 'keyboard reported POST failure'],
  [0x03, 'keyboard reported an undefined error'],
]);

const hex = (n: number): string => `0x${n.toString(16).padStart(2, '0')}`;

export function stepBootKeyboard(
  state: BootKeyboardState,
  report: Uint8Array,
  options: BootKeyboardOptions = {},
): { state: BootKeyboardState; output: KeyStroke[] } {
  const payload = reportPayload(report, options.reportId);
  if (typeof payload === 'string') return { state, output: [{ kind: 'error', reason: payload }] };
  if (payload.length !== REPORT_LENGTH) {
    return {
      state,
      output: [
        { kind: 'error', reason: `keyboard report has ${payload.length} bytes, expected ${REPORT_LENGTH}` },
      ],
    };
  }
  const modifiers = payload[0] ?? 0;
  const keys = [...payload.subarray(2)].filter((usage) => usage !== 0);
  const errorUsage = keys.find((usage) => ERROR_USAGES.has(usage));
  if (errorUsage !== undefined) {
    // The report is a phantom state: keep the last real one so keys still down are not typed twice.
    return { state, output: [{ kind: 'error', reason: ERROR_USAGES.get(errorUsage) ?? '' }] };
  }

  const output: KeyStroke[] = [];
  let capsLock = state.capsLock;
  const pressed: number[] = [];
  for (const usage of keys) {
    if (pressed.includes(usage)) continue;
    pressed.push(usage);
    if (state.pressed.includes(usage)) continue;
    const meaning = meaningOfUsage(usage);
    if (meaning === undefined) {
      output.push({ kind: 'error', reason: `unknown key usage ${hex(usage)}` });
    } else if (meaning.kind === 'capsLock') {
      capsLock = !capsLock;
    } else if (meaning.kind === 'numLock') {
      // Keypad digits are decoded as digits regardless of NumLock.
    } else if ((modifiers & CHORD_BITS) !== 0) {
      output.push({
        kind: 'error',
        reason: `unsupported key chord: modifiers ${hex(modifiers)} with ${hex(usage)}`,
      });
    } else if (meaning.kind === 'end') {
      output.push({ kind: 'end', key: meaning.key });
    } else {
      output.push({ kind: 'char', char: characterOf(meaning, (modifiers & SHIFT_BITS) !== 0, capsLock) });
    }
  }
  return { state: { pressed, capsLock }, output };
}

/** Stateful convenience wrapper around {@link stepBootKeyboard} for one device. */
export class BootKeyboardDecoder {
  private state = INITIAL_BOOT_KEYBOARD_STATE;

  constructor(private readonly options: BootKeyboardOptions = {}) {}

  push(report: Uint8Array): KeyStroke[] {
    const next = stepBootKeyboard(this.state, report, this.options);
    this.state = next.state;
    return next.output;
  }

  /** Whether the last report still had keys down (readers release every key they press). */
  get keysDown(): boolean {
    return this.state.pressed.length > 0;
  }

  reset(): void {
    this.state = INITIAL_BOOT_KEYBOARD_STATE;
  }
}
