/** How an outcome reads at a glance: each tone has its own symbol, not only its colour. */
export type Tone = 'ok' | 'wait' | 'warning' | 'danger';

/** Symbols every system font has (an emoji such as ⏳ may be missing on a cashier's machine). */
export const TONE_ICON: Record<Tone, string> = { ok: '✓', wait: '◷', warning: '⚠', danger: '✕' };
