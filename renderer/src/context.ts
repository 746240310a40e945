import { getContext } from 'svelte';
import type { TerminalBridge } from '../../common/contract/index';
import type { LinkListener } from './bridge/link';
import type { GuestDisplayFeed } from './display-feed/guest-display-feed.svelte';
import type { Locale } from './i18n/locale.svelte';
import type { TouchKeyboard } from './keyboard/touch-keyboard.svelte';
import type { ScanRouter } from './scan/scan-router.svelte';
import type { GuestState } from './state/guest.svelte';
import type { GuestIdleCloser } from './state/guest-idle.svelte';
import type { Navigation } from './state/screen.svelte';
import type { StatusState } from './state/status.svelte';
import type { CashierSession } from './staff/cashier-session.svelte';
import type { ManagerGrants } from './staff/manager-grants.svelte';

/** What every component may reach: the bridge and the shared state. Set once by App. */
export interface Terminal {
  /** Asks for a manager's PIN before a protected command (staff/guarded-bridge.ts). */
  bridge: TerminalBridge;
  grants: ManagerGrants;
  /** The cashier signed in when cashier PINs are on. */
  cashiers: CashierSession;
  locale: Locale;
  status: StatusState;
  guest: GuestState;
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
