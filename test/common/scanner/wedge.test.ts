import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyScan } from '../../../core/scanner/classify';
import { KeyboardWedge } from '../../../common/scanner/wedge';
import type { WedgeKeyInput, WedgeScan } from '../../../common/scanner/wedge';
import { buildWedgeFixtures } from '../../../scripts/fixtures/wedge-fixtures';
import { readerKey } from '../../../harness/reader-keys';

const DIR = join(import.meta.dirname, '../../fixtures/wedge');

function run(events: WedgeKeyInput[], wedge = new KeyboardWedge()) {
  const scans: WedgeScan[] = [];
  const prevented: string[] = [];
  for (const event of events) {
    const step = wedge.handleKey(event);
    if (step.preventDefault) prevented.push(event.code);
    if (step.scan) scans.push(step.scan);
  }
  const last = events.at(-1)?.timeStamp ?? 0;
  const tail = wedge.flush(last + 1000);
  if (tail) scans.push(tail);
  return { scans, prevented };
}

const fixture = (name: string): WedgeKeyInput[] => JSON.parse(readFileSync(join(DIR, name), 'utf8'));

let t = 0;
/** A keydown `gap` ms after the previous one. */
const key = (
  code: string,
  k: string,
  options: Partial<WedgeKeyInput> & { gap?: number } = {},
): WedgeKeyInput => {
  const { gap = 5, ...rest } = options;
  t += gap;
  return { code, key: k, shiftKey: false, timeStamp: t, targetIsEditable: true, ...rest };
};
const typed = (text: string, gap = 5, editable = true): WedgeKeyInput[] =>
  Array.from(text, (ch) => {
    const { code, key: k, shiftKey } = readerKey(ch);
    return key(code, k, { gap, targetIsEditable: editable, shiftKey });
  });

describe('keyboard wedge fixtures (key events as browsers deliver them)', () => {
  it('are what scripts/make-captures.ts generates', () => {
    const built = buildWedgeFixtures();
    expect(readdirSync(DIR).sort()).toEqual(Object.keys(built).sort());
    for (const [name, events] of Object.entries(built)) expect(fixture(name)).toEqual(events);
  });

  it('US: a stripe swiped while a search field has focus; the person typing before is left alone', () => {
    const { scans, prevented } = run(fixture('us-search-field-then-stripe.json'));
    expect(scans).toEqual([{ kind: 'scan', text: ';0001234567?', typedIntoField: 5 }]);
    // ';0001' reached the field before the burst was known to be a scan; the rest and Enter were stopped.
    expect(prevented).toEqual(['Digit2', 'Digit3', 'Digit4', 'Digit5', 'Digit6', 'Digit7', 'Slash', 'Enter']);
  });

  it('Russian layout: event.key is Cyrillic, the tracks and the QR come out as the reader encoded them', () => {
    const events = fixture('ru-stripe-tracks.json');
    expect(events.find((e) => e.code === 'Semicolon')?.key).toBe('ж');
    expect(run(events).scans).toEqual([
      {
        kind: 'scan',
        text: '%B6789012345678901^IVANOV/IVAN^2912101?;6789012345678901=2912101?',
        typedIntoField: 0,
      },
      { kind: 'scan', text: 'https://guest.example/q/AbC123', typedIntoField: 0 },
    ]);
  });

  it("the vendor's card form (track 2 with '='), US and Russian layouts: the scan and its key keep the '=' part", () => {
    const us = run(fixture('us-vendor-card.json'));
    const ru = run(fixture('ru-vendor-card.json'));
    expect(fixture('ru-vendor-card.json').find((e) => e.code === 'Semicolon')?.key).toBe('ж');
    expect(us.scans).toEqual([{ kind: 'scan', text: ';66666600000011=2012?', typedIntoField: 5 }]);
    expect(ru.scans).toEqual([{ kind: 'scan', text: ';66666600000011=2012?', typedIntoField: 0 }]);
    for (const { scans } of [us, ru]) {
      const scan = scans[0];
      expect(scan?.kind === 'scan' && classifyScan({ text: scan.text, source: 'hid-kbd' })).toEqual({
        kind: 'token',
        token: { type: 'card', entry: 'trackCode', key: '66666600000011=2012' },
        source: 'hid-kbd',
        rule: 'track2-content',
      });
    }
  });

  it('French AZERTY: a person types digits with Shift normally; the scanner (no Shift) still reads as digits', () => {
    const events = fixture('fr-person-then-barcode.json');
    expect(events.find((e) => e.code === 'Digit4' && !e.shiftKey)?.key).toBe("'");
    const { scans, prevented } = run(events);
    expect(scans).toEqual([
      { kind: 'scan', text: '4006381333931', typedIntoField: 5 },
      { kind: 'scan', text: '0001234567', typedIntoField: 0 },
    ]);
    // The person's '1234' + Enter were not prevented: the first prevented key is the scanner's sixth.
    expect(prevented.slice(0, 2)).toEqual(['Digit8', 'Digit1']);
    expect(prevented).toHaveLength(9 + 5);
  });
});

describe('KeyboardWedge', () => {
  it('a person typing fast but short, or long but slow, is never a scan and never prevented', () => {
    const short = run([...typed('abcde', 5), key('Enter', 'Enter')]);
    expect(short).toEqual({ scans: [], prevented: [] });
    const slow = run([...typed('abcdefghij', 120), key('Enter', 'Enter', { gap: 120 })]);
    expect(slow).toEqual({ scans: [], prevented: [] });
  });

  it('ends a suffixless burst on the gap, at the next key or at flush(now)', () => {
    const wedge = new KeyboardWedge({ maxGapMs: 30 });
    for (const e of typed('123456', 5)) wedge.handleKey(e);
    const last = t;
    expect(wedge.flush(last + 30)).toBeUndefined();
    expect(wedge.flush(last + 31)).toEqual({ kind: 'scan', text: '123456', typedIntoField: 5 });
    for (const e of typed('654321', 5)) wedge.handleKey(e);
    const step = wedge.handleKey(key('KeyA', 'a', { gap: 100 }));
    expect(step).toEqual({
      preventDefault: false,
      scan: { kind: 'scan', text: '654321', typedIntoField: 5 },
    });
  });

  it('honours minLength and the suffix keys', () => {
    expect(
      run([...typed('1234', 2), key('Enter', 'Enter', { gap: 2 })], new KeyboardWedge({ minLength: 4 }))
        .scans,
    ).toEqual([{ kind: 'scan', text: '1234', typedIntoField: 3 }]);
    const tabNotSuffix = run(
      [...typed('123456', 2), key('Tab', 'Tab', { gap: 2 })],
      new KeyboardWedge({ suffixKeys: ['Enter'] }),
    );
    expect(tabNotSuffix.prevented).not.toContain('Tab');
  });

  it('reads Caps Lock from capsLock or getModifierState, inverting Shift on letters only', () => {
    const caps = (code: string, k: string, shiftKey: boolean, viaState: boolean) =>
      key(code, k, {
        shiftKey,
        gap: 3,
        ...(viaState ? { getModifierState: (m: string) => m === 'CapsLock' } : { capsLock: true }),
      });
    const events = [
      caps('KeyA', 'A', false, true),
      caps('KeyB', 'b', true, false),
      caps('Digit1', '1', false, true),
      caps('Digit1', '!', true, false),
      caps('KeyC', 'C', false, false),
      caps('KeyD', 'D', false, true),
      key('Enter', 'Enter', { gap: 3 }),
    ];
    expect(run(events).scans).toEqual([{ kind: 'scan', text: 'Ab1!CD', typedIntoField: 5 }]);
  });

  it('ignores modifier keys and shortcuts inside a burst', () => {
    const events = [
      ...typed('12', 3),
      key('ShiftLeft', 'Shift', { shiftKey: true, gap: 60 }),
      key('KeyV', 'v', { ctrlKey: true, gap: 1 }),
      ...typed('3456', 3),
      key('Enter', 'Enter', { gap: 3 }),
    ];
    // The Shift press 60 ms later does not count as a key, but the gap before the next character ends the burst.
    expect(run(events).scans).toEqual([]);
    const close = [
      ...typed('12', 3),
      key('ShiftLeft', 'Shift', { shiftKey: true, gap: 2 }),
      ...typed('3456', 3),
      key('Enter', 'Enter', { gap: 3 }),
    ];
    expect(run(close).scans).toEqual([{ kind: 'scan', text: '123456', typedIntoField: 5 }]);
  });

  it('a burst with a key that is not data is reported incomplete, masked, not as a scan', () => {
    const events = [
      ...typed('123456', 3),
      key('F5', 'F5', { gap: 3 }),
      ...typed('78', 3),
      key('Enter', 'Enter', { gap: 3 }),
    ];
    expect(run(events).scans).toEqual([
      { kind: 'incomplete', masked: '…5678', reason: 'unexpected key F5', typedIntoField: 5 },
    ]);
  });

  it('does not count keys typed outside an editable field, nor dead keys, as typed into the field', () => {
    const events = [
      key('BracketLeft', 'Dead', { gap: 3 }),
      ...typed('a', 3),
      ...typed('123', 3, false),
      ...typed('45678', 3),
      key('Enter', 'Enter', { gap: 3 }),
    ];
    expect(run(events).scans).toEqual([{ kind: 'scan', text: '[a12345678', typedIntoField: 1 }]);
  });
});

describe('a reader’s read error, shorter than a scan', () => {
  const readError = (gap: number): WedgeKeyInput[] => [
    key('Semicolon', ';', { gap }),
    key('KeyE', 'E', { gap, shiftKey: true }),
    key('Slash', '?', { gap, shiftKey: true }),
    key('Enter', 'Enter', { gap }),
  ];

  it('`;E?` at a reader’s speed is a scan that says swipe again, its Enter kept from the field', () => {
    const { scans, prevented } = run(readError(5));
    // ';E' reached the field before the burst was known (the UI takes them back); '?' and Enter did not.
    expect(scans).toEqual([{ kind: 'scan', text: ';E?', typedIntoField: 2 }]);
    expect(prevented).toEqual(['Slash', 'Enter']);
    expect(classifyScan({ text: ';E?', source: 'wedge' })).toMatchObject({ kind: 'badSwipe' });
  });

  it('the same keys typed by a person are left to the field', () => {
    const { scans, prevented } = run(readError(200));
    expect(scans).toEqual([]);
    expect(prevented).toEqual([]);
  });
});

describe('the clock’s end of a burst (flushScan)', () => {
  it('keeps a burst too short to be a scan: the next key’s own stamp says it goes on', () => {
    const wedge = new KeyboardWedge();
    const [sentinel, ...rest] = [...typed(';0001234567?'), key('Enter', 'Enter')];
    wedge.handleKey(sentinel!);
    // The clock runs on while the page is busy; the sentinel alone is not a scan, so it is kept.
    expect(wedge.flushScan(sentinel!.timeStamp + 1000)).toBeUndefined();
    const scans = rest.map((event) => wedge.handleKey(event).scan).filter(Boolean);
    expect(scans).toEqual([{ kind: 'scan', text: ';0001234567?', typedIntoField: 5 }]);
  });

  it('ends a scan no key follows (a reader without a suffix)', () => {
    const wedge = new KeyboardWedge();
    const events = typed('0001234567');
    for (const event of events) wedge.handleKey(event);
    const last = events.at(-1)!.timeStamp;
    expect(wedge.flushScan(last + 10)).toBeUndefined(); // within a reader's gap
    expect(wedge.flushScan(last + 300)).toEqual({ kind: 'scan', text: '0001234567', typedIntoField: 5 });
  });
});

describe('the text of a burst so far (scanSoFar)', () => {
  it('is undefined until the burst is a scan, then its text, key by key; gone once it ends', () => {
    const wedge = new KeyboardWedge();
    const seen = typed(';0001234567?').map((event) => {
      wedge.handleKey(event);
      return wedge.scanSoFar;
    });
    expect(seen.slice(0, 5)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(seen.slice(5)).toEqual([
      ';00012',
      ';000123',
      ';0001234',
      ';00012345',
      ';000123456',
      ';0001234567',
      ';0001234567?',
    ]);
    wedge.handleKey(key('Enter', 'Enter'));
    expect(wedge.scanSoFar).toBeUndefined();
  });

  it('is undefined for a burst with a key that is not data (it will end as a bad read)', () => {
    const wedge = new KeyboardWedge();
    for (const event of [...typed(';0001234567'), key('F5', 'F5')]) wedge.handleKey(event);
    expect(wedge.scanSoFar).toBeUndefined();
  });

  it('is undefined for keys at a person’s pace', () => {
    const wedge = new KeyboardWedge();
    for (const event of typed(';0001234567?', 200)) wedge.handleKey(event);
    expect(wedge.scanSoFar).toBeUndefined();
  });
});
