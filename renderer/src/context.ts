import type { TerminalBridge } from '../../common/contract/index';
import { bridgeEntry, linkEntry, type OnLink } from './bridge/use-bridge';
import type { ContextEntry } from './context-piece';
import { displayEntry, type GuestDisplayFeed } from './display-feed/guest-display-feed.svelte';
import { localeEntry, type Locale } from './i18n/locale.svelte';
import { keyboardEntry, type TouchKeyboard } from './keyboard/touch-keyboard.svelte';
import { scansEntry, type ScanRouter } from './scan/scan-router.svelte';
import { cashiersEntry, type CashierSession } from './staff/cashier-session.svelte';
import { grantsEntry, type ManagerGrants } from './staff/manager-grants.svelte';
import { guestEntry, type GuestState } from './state/guest.svelte';
import { idleEntry, type GuestIdleCloser } from './state/guest-idle.svelte';
import { navigationEntry, type Navigation } from './state/screen.svelte';
import { statusEntry, type StatusState } from './state/status.svelte';

/**
 * The terminal's shared state, as terminal.svelte.ts builds it over a bridge. Components never
 * take this whole: each piece is a context of its own with a typed getter beside what it holds
 * (context-piece.ts), and a component calls the getters of the pieces it reads (useLocale(),
 * useGuest()...; the money dialogs useHoldsTerminal()). Only main.ts and the tests import this.
 */
export interface Terminal {
  /** Asks for a manager's PIN before a protected command (staff/guarded-bridge.ts). */
  bridge: TerminalBridge;
  grants: ManagerGrants;
  status: StatusState;
  guest: GuestState;
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
  onLink: OnLink;
}

/** Every piece's context, for `mount(App, { context })` and tests' render options. */
export function terminalContext(terminal: Terminal): Map<symbol, unknown> {
  const entries: ContextEntry[] = [
    bridgeEntry(terminal.bridge),
    grantsEntry(terminal.grants),
    statusEntry(terminal.status),
    guestEntry(terminal.guest),
    cashiersEntry(terminal.cashiers),
    localeEntry(terminal.locale),
    navigationEntry(terminal.navigation),
    scansEntry(terminal.scans),
    keyboardEntry(terminal.keyboard),
    idleEntry(terminal.idle),
    displayEntry(terminal.display),
    linkEntry(terminal.onLink),
  ];
  return new Map(entries);
}
