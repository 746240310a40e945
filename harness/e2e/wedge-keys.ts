import type { CDPSession, Page } from 'playwright-core';
import { DEFAULT_WEDGE_OPTIONS } from '../../common/scanner/wedge';
import { readerKey, type Layout } from '../reader-keys';

const VIRTUAL_KEY: Record<string, number> = { Semicolon: 186, Slash: 191, Equal: 187, Space: 32, Enter: 13 };

function virtualKey(code: string): number {
  if (code.startsWith('Digit')) return 48 + Number(code.slice(5));
  if (code.startsWith('Key')) return code.charCodeAt(3);
  return VIRTUAL_KEY[code] ?? 0;
}

/** How far apart a reader's key events are (real ones: a few milliseconds). */
const EVENT_INTERVAL_MS = 2;

type KeyEvent = {
  type: 'keyDown' | 'keyUp' | 'rawKeyDown';
  key: string;
  code: string;
  modifiers: number;
  text?: string;
};

/** The events a reader's burst is made of, a group per character: its keys, then Enter's. */
function burst(text: string, layout: Layout): KeyEvent[][] {
  const shift = (type: KeyEvent['type'], modifiers: number): KeyEvent => ({
    type,
    key: 'Shift',
    code: 'ShiftLeft',
    modifiers,
  });
  const groups = Array.from(text, (char): KeyEvent[] => {
    const { code, key, shiftKey } = readerKey(char, layout);
    const modifiers = shiftKey ? 8 : 0;
    return [
      ...(shiftKey ? [shift('rawKeyDown', 8)] : []),
      { type: 'keyDown', key, code, modifiers, text: key },
      { type: 'keyUp', key, code, modifiers },
      ...(shiftKey ? [shift('keyUp', 0)] : []),
    ];
  });
  return [
    ...groups,
    [
      { type: 'keyDown', key: 'Enter', code: 'Enter', modifiers: 0, text: '\r' },
      { type: 'keyUp', key: 'Enter', code: 'Enter', modifiers: 0 },
    ],
  ];
}

/**
 * A till busy when the swipe comes (a screen just changed): the keys of the first `after`
 * characters reach the page at once, the rest `ms` later, every key with the stamp the reader gave it.
 */
export interface LateDelivery {
  after: number;
  ms: number;
}

/**
 * A keyboard-wedge reader plugged into one page: types `text` and Enter as a reader does, one
 * burst of key events a few milliseconds apart, through Chrome's input pipeline (CDP), with `key`
 * as the given layout would produce it and `code` the physical key. This is what reaches the page
 * from a real reader. Each event carries its own time stamp, EVENT_INTERVAL_MS after the previous
 * one, from the moment of the call; the events are sent once the last stamp has passed (the
 * reader typing them), so no stamp lies before the call or after its delivery. A busy machine may
 * deliver them late, but cannot stretch the burst past the wedge's 40 ms gap and make it read as
 * typing, and a measure from the last key (bench/ui-swipe) still counts the delivery. A key typed
 * less than 40 ms before the call joins the burst, as with a real reader. `late`: the page gets
 * the first keys alone and the rest later (LateDelivery).
 * The DevTools session it types through stays attached between swipes: attaching and detaching
 * one is work for the browser and the page that no real reader causes, and a benchmark timing a
 * swipe would count it (about 1 ms of a swipe on this machine, measured).
 */
export class WedgeReader {
  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<WedgeReader> {
    return new WedgeReader(await page.context().newCDPSession(page));
  }

  async swipe(text: string, layout: Layout = 'us', late?: LateDelivery): Promise<void> {
    const first = Date.now();
    const groups = burst(text, layout);
    const events = groups.flat();
    const split = late ? groups.slice(0, late.after).flat().length : events.length;
    const stamp = (index: number) => first + EVENT_INTERVAL_MS * index;
    const typed = stamp(events.length - 1) - Date.now();
    if (typed > 0) await new Promise((resolve) => setTimeout(resolve, typed)); // the reader typing
    // Pipelined, not awaited one by one: the keys reach the page as fast as the browser takes them.
    const send = (from: number, to: number) =>
      Promise.all(
        events.slice(from, to).map((event, offset) =>
          this.cdp.send('Input.dispatchKeyEvent', {
            type: event.type,
            key: event.key,
            code: event.code,
            modifiers: event.modifiers,
            timestamp: stamp(from + offset) / 1000,
            windowsVirtualKeyCode: virtualKey(event.code),
            ...(event.text !== undefined ? { text: event.text, unmodifiedText: event.text } : {}),
          }),
        ),
      );
    await send(0, split);
    if (late) await new Promise((resolve) => setTimeout(resolve, late.ms));
    await send(split, events.length);
  }

  detach(): Promise<void> {
    return this.cdp.detach();
  }
}

/** One swipe through a reader plugged in for it (WedgeReader), for tests that swipe now and then. */
export async function wedgeSwipe(
  page: Page,
  text: string,
  layout: Layout = 'us',
  late?: LateDelivery,
): Promise<void> {
  const reader = await WedgeReader.attach(page);
  try {
    await reader.swipe(text, layout, late);
  } finally {
    await reader.detach();
  }
}

/**
 * The moment a person takes between two keys, at least: longer than a reader's gap between keys,
 * so the keys pressed before (a digit, Esc) are not read as the start of the next reader burst.
 * Playwright presses keys machine-fast; a cashier cannot press Esc and swipe within 40 ms.
 */
export function personPause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, DEFAULT_WEDGE_OPTIONS.maxGapMs * 3));
}
