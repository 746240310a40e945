import type { Language, TerminalBridge } from '../../common/contract/index';
import type { LinkListener } from './bridge/link';
import type { Terminal } from './context';
import { GuestDisplayFeed } from './display-feed/guest-display-feed.svelte';
import { Locale } from './i18n/locale.svelte';
import { TouchKeyboard } from './keyboard/touch-keyboard.svelte';
import { ScanRouter } from './scan/scan-router.svelte';
import { GuestState } from './state/guest.svelte';
import { GuestIdleCloser } from './state/guest-idle.svelte';
import { Navigation } from './state/screen.svelte';
import { StatusState } from './state/status.svelte';
import { CashierSession } from './staff/cashier-session.svelte';
import { guardedBridge } from './staff/guarded-bridge';
import { ManagerGrants } from './staff/manager-grants.svelte';
import { answerQuitRequests } from './staff/quit-request';

/** Builds the shared state over a bridge (the real one, or a test's fake). */
export function createTerminal(
  hostBridge: TerminalBridge,
  onLink: (listener: LinkListener) => () => void = (listener) => (listener('open'), () => {}),
  language: Language = 'ru',
): Terminal {
  const grants = new ManagerGrants(hostBridge);
  const bridge = guardedBridge(hostBridge, grants);
  answerQuitRequests(bridge);
  const guest = new GuestState(bridge);
  const navigation = new Navigation();
  const scans = new ScanRouter(
    bridge,
    (token, answer, since) => {
      navigation.go('guest');
      void guest.lookup({ ref: token.ref }, token, answer, since);
    },
    () => guest.eventMark(),
  );
  // A scan's problem ("swipe again") is about the screen it was read on: it does not follow the cashier.
  navigation.onLeave(() => (scans.problem = undefined));
  const locale = new Locale(language);
  return {
    bridge,
    grants,
    cashiers: new CashierSession(bridge, grants),
    locale,
    status: new StatusState(bridge),
    guest,
    navigation,
    scans,
    keyboard: new TouchKeyboard(navigation, () => locale.language),
    idle: new GuestIdleCloser(guest, bridge),
    display: new GuestDisplayFeed(bridge, guest),
    onLink,
  };
}
