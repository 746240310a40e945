import type { CDPSession, Page } from 'playwright-core';

/** A key a reader types: its physical position (US name) and Shift. */
interface PhysicalKey {
  code: string;
  shift: boolean;
}

/** What each character a reader sends is on a US keyboard (readers type US key positions). */
function physicalKey(char: string): PhysicalKey {
  if (/^[0-9]$/.test(char)) return { code: `Digit${char}`, shift: false };
  if (/^[a-z]$/.test(char)) return { code: `Key${char.toUpperCase()}`, shift: false };
  if (/^[A-Z]$/.test(char)) return { code: `Key${char}`, shift: true };
  const symbols: Record<string, PhysicalKey> = {
    ';': { code: 'Semicolon', shift: false },
    '?': { code: 'Slash', shift: true },
    '%': { code: 'Digit5', shift: true },
    '^': { code: 'Digit6', shift: true },
    '=': { code: 'Equal', shift: false },
    ' ': { code: 'Space', shift: false },
    '/': { code: 'Slash', shift: false },
  };
  const key = symbols[char];
  if (!key) throw new Error(`no key for ${JSON.stringify(char)} in the test's table`);
  return key;
}

export type Layout = 'us' | 'ru';

/** What `event.key` says for a physical key in each layout: the Russian one garbles ; ? and letters. */
const RU: Record<string, [string, string]> = {
  Semicolon: ['ж', 'Ж'],
  Slash: ['.', ','],
  Digit6: ['6', ':'],
  KeyB: ['и', 'И'],
  KeyQ: ['й', 'Й'],
};

function keyText(key: PhysicalKey, char: string, layout: Layout): string {
  if (layout === 'ru') {
    const ru = RU[key.code];
    if (ru) return key.shift ? ru[1] : ru[0];
    if (key.code.startsWith('Key')) throw new Error(`add ${key.code} to the Russian table`);
  }
  return char;
}

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

/** The events a reader's burst is made of: each character's keys, then Enter. */
function burst(text: string, layout: Layout): KeyEvent[] {
  const events: KeyEvent[] = [];
  const shift = (type: KeyEvent['type'], modifiers: number): KeyEvent => ({
    type,
    key: 'Shift',
    code: 'ShiftLeft',
    modifiers,
  });
  for (const char of text) {
    const physical = physicalKey(char);
    const modifiers = physical.shift ? 8 : 0;
    const key = keyText(physical, char, layout);
    if (physical.shift) events.push(shift('rawKeyDown', 8));
    events.push({ type: 'keyDown', key, code: physical.code, modifiers, text: key });
    events.push({ type: 'keyUp', key, code: physical.code, modifiers });
    if (physical.shift) events.push(shift('keyUp', 0));
  }
  events.push({ type: 'keyDown', key: 'Enter', code: 'Enter', modifiers: 0, text: '\r' });
  events.push({ type: 'keyUp', key: 'Enter', code: 'Enter', modifiers: 0 });
  return events;
}

/**
 * Types `text` and Enter as a keyboard-wedge reader does: one burst of key events a few
 * milliseconds apart, through Chrome's input pipeline (CDP), with `key` as the given layout
 * would produce it and `code` the physical key. This is what reaches the page from a real reader.
 * Each event carries its own time stamp, EVENT_INTERVAL_MS after the previous one, from the moment
 * of the call; the events are sent once the last stamp has passed (the reader typing them), so no
 * stamp lies before the call or after its delivery. A busy machine may deliver them late, but
 * cannot stretch the burst past the wedge's 40 ms gap and make it read as typing, and a measure
 * from the last key (bench/ui-swipe) still counts the delivery. A key typed less than 40 ms
 * before the call joins the burst, as with a real reader.
 */
export async function wedgeSwipe(page: Page, text: string, layout: Layout = 'us'): Promise<void> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const first = Date.now();
  try {
    const events = burst(text, layout);
    const stamp = (index: number) => first + EVENT_INTERVAL_MS * index;
    const typed = stamp(events.length - 1) - Date.now();
    if (typed > 0) await new Promise((resolve) => setTimeout(resolve, typed)); // the reader typing
    // Pipelined, not awaited one by one: the keys reach the page as fast as the browser takes them.
    await Promise.all(
      events.map((event, index) =>
        cdp.send('Input.dispatchKeyEvent', {
          type: event.type,
          key: event.key,
          code: event.code,
          modifiers: event.modifiers,
          timestamp: stamp(index) / 1000,
          windowsVirtualKeyCode: virtualKey(event.code),
          ...(event.text !== undefined ? { text: event.text, unmodifiedText: event.text } : {}),
        }),
      ),
    );
  } finally {
    await cdp.detach();
  }
}
