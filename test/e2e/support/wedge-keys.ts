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

/** How far apart a reader's key events are (a real one: 2 to 10 ms). */
const KEY_INTERVAL_MS = 4;

/**
 * Types `text` and Enter as a keyboard-wedge reader does: one burst of key events a few
 * milliseconds apart, through Chrome's input pipeline (CDP), with `key` as the given layout
 * would produce it and `code` the physical key. This is what reaches the page from a real reader.
 * Each event carries its own time stamp, KEY_INTERVAL_MS after the previous one, as the reader's
 * hardware gives them: a busy machine may deliver the events late, but cannot stretch the burst
 * past the wedge's 40 ms gap and make it read as typing.
 */
export async function wedgeSwipe(page: Page, text: string, layout: Layout = 'us'): Promise<void> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const start = Date.now();
  let events = 0;
  try {
    const send = async (
      type: 'keyDown' | 'keyUp' | 'rawKeyDown',
      key: string,
      code: string,
      modifiers: number,
      withText?: string,
    ) =>
      cdp.send('Input.dispatchKeyEvent', {
        type,
        key,
        code,
        modifiers,
        timestamp: (start + KEY_INTERVAL_MS * events++) / 1000,
        windowsVirtualKeyCode: virtualKey(code),
        ...(withText !== undefined ? { text: withText, unmodifiedText: withText } : {}),
      });
    // Pipelined, not awaited one by one: the keys reach the page as fast as a reader types them
    // even when the machine is busy (a round trip per key could exceed the wedge's 40 ms gap).
    const sent: Promise<unknown>[] = [];
    for (const char of text) {
      const physical = physicalKey(char);
      const modifiers = physical.shift ? 8 : 0;
      if (physical.shift) sent.push(send('rawKeyDown', 'Shift', 'ShiftLeft', 8));
      const key = keyText(physical, char, layout);
      sent.push(send('keyDown', key, physical.code, modifiers, key));
      sent.push(send('keyUp', key, physical.code, modifiers));
      if (physical.shift) sent.push(send('keyUp', 'Shift', 'ShiftLeft', 0));
    }
    sent.push(send('keyDown', 'Enter', 'Enter', 0, '\r'));
    sent.push(send('keyUp', 'Enter', 'Enter', 0));
    await Promise.all(sent);
  } finally {
    await cdp.detach();
  }
}
