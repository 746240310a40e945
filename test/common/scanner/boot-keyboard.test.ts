import { describe, expect, it } from 'vitest';
import {
  BootKeyboardDecoder,
  INITIAL_BOOT_KEYBOARD_STATE,
  stepBootKeyboard,
} from '../../../common/scanner/boot-keyboard';
import type { KeyStroke } from '../../../common/scanner/boot-keyboard';
import { encodeKeyboardText, keyboardReport } from '../../../core/scanner/report-encoders';

const SHIFT = 0x02;
const RIGHT_SHIFT = 0x20;
const [A, B, ONE, TWO, ENTER, TAB, CAPS, KP1, KP_ENTER, SEMICOLON] = [
  0x04, 0x05, 0x1e, 0x1f, 0x28, 0x2b, 0x39, 0x59, 0x58, 0x33,
];

function decodeAll(reports: Uint8Array[], decoder = new BootKeyboardDecoder()): KeyStroke[] {
  return reports.flatMap((report) => decoder.push(report));
}
const text = (strokes: KeyStroke[]) =>
  strokes
    .map((s) => (s.kind === 'char' ? s.char : s.kind === 'end' ? `<${s.key}>` : `<error:${s.reason}>`))
    .join('');
const r = (modifiers: number, ...usages: number[]) => keyboardReport(modifiers, usages);

describe('boot keyboard decoder', () => {
  it('decodes every character a US keyboard types, from the usage ids', () => {
    const all =
      ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~';
    expect(text(decodeAll(encodeKeyboardText(all, { suffix: 'Enter' })))).toBe(`${all}<Enter>`);
  });

  it('types a held key once, and again only after it is released', () => {
    expect(text(decodeAll([r(0, A), r(0, A), r(0, A), r(0), r(0, A), r(0)]))).toBe('aa');
  });

  it('handles rollover: a key pressed while another is down types once, in report order', () => {
    expect(text(decodeAll([r(0, ONE), r(0, ONE, TWO), r(0, TWO), r(0, TWO, ONE), r(0)]))).toBe('121');
    expect(text(decodeAll([r(0, ONE, TWO, A)]))).toBe('12a');
  });

  it('applies Shift (either side) as of the report the key appears in', () => {
    expect(
      text(decodeAll([r(SHIFT, A), r(0, A), r(0), r(RIGHT_SHIFT, SEMICOLON), r(0), r(0, B), r(SHIFT, B)])),
    ).toBe('A:b');
  });

  it("toggles Caps Lock on the device's own Caps Lock key; it inverts Shift for letters only", () => {
    const strokes = decodeAll([
      r(0, CAPS),
      r(0),
      r(0, A),
      r(0),
      r(SHIFT, A),
      r(0),
      r(0, ONE),
      r(0),
      r(0, CAPS),
      r(0),
      r(0, A),
    ]);
    expect(text(strokes)).toBe('Aa1a');
  });

  it('reads keypad digits and keypad Enter, Enter and Tab as scan ends', () => {
    expect(text(decodeAll([r(0, KP1), r(0), r(0, KP_ENTER), r(0), r(0, ENTER), r(0), r(0, TAB)]))).toBe(
      '1<Enter><Enter><Tab>',
    );
  });

  it('keeps the previous state through a phantom (ErrorRollOver) report, so held keys do not type twice', () => {
    const strokes = decodeAll([r(0, A), r(0, 1, 1, 1, 1, 1, 1), r(0, A, B), r(0)]);
    expect(text(strokes)).toBe(
      'a<error:keyboard rollover error (too many keys down): keys may have been lost>b',
    );
  });

  it('reports unknown usages, chords with Ctrl/Alt/GUI, and wrong report lengths as errors without losing state', () => {
    expect(decodeAll([r(0, 0x3a)])).toEqual([{ kind: 'error', reason: 'unknown key usage 0x3a' }]);
    expect(decodeAll([r(0x01, A)])).toEqual([
      { kind: 'error', reason: 'unsupported key chord: modifiers 0x01 with 0x04' },
    ]);
    const decoder = new BootKeyboardDecoder();
    decoder.push(r(0, A));
    expect(decoder.push(Uint8Array.of(0, 0, 4))).toEqual([
      { kind: 'error', reason: 'keyboard report has 3 bytes, expected 8' },
    ]);
    expect(decoder.push(r(0, A))).toEqual([]);
  });

  it('strips and checks the report id when the device numbers its reports', () => {
    const decoder = new BootKeyboardDecoder({ reportId: 1 });
    expect(text(decodeAll(encodeKeyboardText('ok', { reportId: 1 }), decoder))).toBe('ok');
    expect(decoder.push(Uint8Array.of(3, 0, 0, 5, 0, 0, 0, 0, 0))).toEqual([
      { kind: 'error', reason: 'unexpected report id 3 (expected 1)' },
    ]);
    expect(decoder.push(new Uint8Array())).toEqual([{ kind: 'error', reason: 'empty report' }]);
  });

  it('the step function is pure: same state and report, same result', () => {
    const state = { pressed: [A], capsLock: true };
    const first = stepBootKeyboard(state, r(0, A, B));
    expect(stepBootKeyboard(state, r(0, A, B))).toEqual(first);
    expect(first).toEqual({
      state: { pressed: [A, B], capsLock: true },
      output: [{ kind: 'char', char: 'B' }],
    });
    expect(state).toEqual({ pressed: [A], capsLock: true });
    expect(INITIAL_BOOT_KEYBOARD_STATE).toEqual({ pressed: [], capsLock: false });
  });
});
