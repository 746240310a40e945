/**
 * US-layout meaning of HID keyboard usages (Keyboard/Keypad page 0x07), indexed both by usage id and by the
 * browser's `KeyboardEvent.code` (which names the physical key by its US position). Scanners and stripe
 * readers encode their data as US key presses, so this one table decodes them whatever layout the OS uses.
 * Pure data, no imports: the renderer bundles it.
 */

export type KeyMeaning =
  | { kind: 'char'; normal: string; shifted: string; letter: boolean }
  | { kind: 'end'; key: 'Enter' | 'Tab' }
  | { kind: 'capsLock' }
  | { kind: 'numLock' };

interface KeyRow {
  usage: number;
  code: string;
  meaning: KeyMeaning;
}

function char(normal: string, shifted: string): KeyMeaning {
  return { kind: 'char', normal, shifted, letter: false };
}

function buildRows(): KeyRow[] {
  const rows: KeyRow[] = [];
  for (let i = 0; i < 26; i++) {
    const lower = String.fromCharCode(0x61 + i);
    rows.push({
      usage: 0x04 + i,
      code: `Key${lower.toUpperCase()}`,
      meaning: { kind: 'char', normal: lower, shifted: lower.toUpperCase(), letter: true },
    });
  }
  const digitShifted = '!@#$%^&*()';
  for (let i = 0; i < 10; i++) {
    const digit = String((i + 1) % 10);
    rows.push({ usage: 0x1e + i, code: `Digit${digit}`, meaning: char(digit, digitShifted.charAt(i)) });
  }
  const punctuation: [number, string, string, string][] = [
    [0x2c, 'Space', ' ', ' '],
    [0x2d, 'Minus', '-', '_'],
    [0x2e, 'Equal', '=', '+'],
    [0x2f, 'BracketLeft', '[', '{'],
    [0x30, 'BracketRight', ']', '}'],
    [0x31, 'Backslash', '\\', '|'],
    [0x33, 'Semicolon', ';', ':'],
    [0x34, 'Quote', "'", '"'],
    [0x35, 'Backquote', '`', '~'],
    [0x36, 'Comma', ',', '<'],
    [0x37, 'Period', '.', '>'],
    [0x38, 'Slash', '/', '?'],
    [0x54, 'NumpadDivide', '/', '/'],
    [0x55, 'NumpadMultiply', '*', '*'],
    [0x56, 'NumpadSubtract', '-', '-'],
    [0x57, 'NumpadAdd', '+', '+'],
    [0x63, 'NumpadDecimal', '.', '.'],
  ];
  for (const [usage, code, normal, shifted] of punctuation)
    rows.push({ usage, code, meaning: char(normal, shifted) });
  // Keypad digits: scanners in "keypad" mode send these; the device means digits whatever NumLock says.
  for (let i = 0; i < 10; i++) {
    const digit = String((i + 1) % 10);
    rows.push({ usage: 0x59 + i, code: `Numpad${digit}`, meaning: char(digit, digit) });
  }
  rows.push({ usage: 0x28, code: 'Enter', meaning: { kind: 'end', key: 'Enter' } });
  rows.push({ usage: 0x58, code: 'NumpadEnter', meaning: { kind: 'end', key: 'Enter' } });
  rows.push({ usage: 0x2b, code: 'Tab', meaning: { kind: 'end', key: 'Tab' } });
  rows.push({ usage: 0x39, code: 'CapsLock', meaning: { kind: 'capsLock' } });
  rows.push({ usage: 0x53, code: 'NumLock', meaning: { kind: 'numLock' } });
  return rows;
}

const ROWS = buildRows();
const BY_USAGE = new Map(ROWS.map((row) => [row.usage, row.meaning]));
const BY_CODE = new Map(ROWS.map((row) => [row.code, row.meaning]));
const USAGE_BY_CODE = new Map(ROWS.map((row) => [row.code, row.usage]));

/** Modifier keys as `KeyboardEvent.code` names: they change the next key, they are not data. */
export const MODIFIER_CODES: ReadonlySet<string> = new Set([
  'ShiftLeft',
  'ShiftRight',
  'ControlLeft',
  'ControlRight',
  'AltLeft',
  'AltRight',
  'MetaLeft',
  'MetaRight',
  'OSLeft',
  'OSRight',
]);

export function meaningOfUsage(usage: number): KeyMeaning | undefined {
  return BY_USAGE.get(usage);
}

export function meaningOfCode(code: string): KeyMeaning | undefined {
  return BY_CODE.get(code);
}

/** HID usage id of a physical key, for encoders that turn text back into reports. */
export function usageOfCode(code: string): number | undefined {
  return USAGE_BY_CODE.get(code);
}

/** The character a key produces: Shift selects the upper symbol; Caps Lock inverts Shift on letters only. */
export function characterOf(
  meaning: Extract<KeyMeaning, { kind: 'char' }>,
  shift: boolean,
  capsLock: boolean,
): string {
  const upper = meaning.letter ? shift !== capsLock : shift;
  return upper ? meaning.shifted : meaning.normal;
}

/** The physical key and Shift state that type `ch` on a US layout; undefined for characters it cannot type. */
export function keyForCharacter(ch: string): { code: string; shift: boolean } | undefined {
  for (const row of ROWS) {
    if (row.meaning.kind !== 'char' || row.code.startsWith('Numpad')) continue;
    if (row.meaning.normal === ch) return { code: row.code, shift: false };
    if (row.meaning.shifted === ch) return { code: row.code, shift: true };
  }
  if (ch === '\n' || ch === '\r') return { code: 'Enter', shift: false };
  if (ch === '\t') return { code: 'Tab', shift: false };
  return undefined;
}
