import type { DisplayScreen, TerminalBridge } from '../../../common/contract/index';
import { afterPaint } from '../lazy/after-paint';
import type { GuestState } from '../state/guest.svelte';
import { displayScreenOf, type BillOnScreen } from './display-screen';

/**
 * Publishes what the guest's display may show (`display.show`) whenever the cashier's screen
 * changes it: the guest on screen and the bill the bill dialog holds. Sent once the cashier's
 * frame with the change is painted (the swipe's frame does not wait for it), the screen as it is
 * then; only a changed screen is sent; the core pushes it to the display.
 */
export class GuestDisplayFeed {
  /** Set by the bill dialog while it is open. */
  bill = $state<BillOnScreen | undefined>(undefined);
  readonly screen: DisplayScreen;

  constructor(
    private readonly bridge: TerminalBridge,
    guest: GuestState,
  ) {
    this.screen = $derived(displayScreenOf(guest.shown?.customer, this.bill));
  }

  start(): () => void {
    let sent = '';
    let cancel: (() => void) | undefined;
    const send = () => {
      cancel = undefined;
      const screen = this.screen;
      const text = JSON.stringify(screen);
      if (text === sent) return;
      sent = text;
      void this.bridge['display.show'](screen);
    };
    const stop = $effect.root(() => {
      $effect(() => {
        void this.screen;
        cancel ??= afterPaint(send);
      });
    });
    return () => {
      stop();
      cancel?.();
    };
  }
}
