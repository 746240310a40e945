import { getContext } from 'svelte';
import type { LinkListener } from './bridge/link';
import type { GuestDisplayFeed } from './display-feed/guest-display-feed.svelte';
import type { HoldsTerminal } from './holds/holds-terminal';
import type { Locale } from './i18n/locale.svelte';
import type { TouchKeyboard } from './keyboard/touch-keyboard.svelte';
import type { ScanRouter } from './scan/scan-router.svelte';
import type { GuestIdleCloser } from './state/guest-idle.svelte';
import type { Navigation } from './state/screen.svelte';
import type { CashierSession } from './staff/cashier-session.svelte';

/**
 * What every component may reach: the bridge and the shared state. Set once by App. Assembled
 * here from the features' parts, each defined beside its feature. A module that these parts reach
 * (a state, a submission) takes the part it needs, named with its feature (holds/holds-terminal.ts:
 * what a money dialog sends with), never this whole: that would close an import cycle, which
 * scripts/lint/cycles.js refuses. Components take the whole through useTerminal().
 */
export interface Terminal extends HoldsTerminal {
  /** The cashier signed in when cashier PINs are on. */
  cashiers: CashierSession;
  locale: Locale;
  navigation: Navigation;
  scans: ScanRouter;
  /** The on-screen keyboard of touch tills. */
  keyboard: TouchKeyboard;
  /** Closes the guest on screen after a while without activity. */
  idle: GuestIdleCloser;
  /** What the guest's display may show, published from this screen. */
  display: GuestDisplayFeed;
  /** The UI's link to its host (always open under Electron). */
  onLink(listener: LinkListener): () => void;
}

const KEY = Symbol('terminal');

/** For `mount(App, { context })` and tests' render options. */
export function terminalContext(terminal: Terminal): Map<symbol, Terminal> {
  return new Map([[KEY, terminal]]);
}

export function useTerminal(): Terminal {
  const terminal = getContext<Terminal | undefined>(KEY);
  if (!terminal) throw new Error('useTerminal() outside <App> (tests: render inside TestHost)');
  return terminal;
}
