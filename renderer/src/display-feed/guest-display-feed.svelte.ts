import type { DisplayScreen, TerminalBridge } from '../../../common/contract/index';
import type { GuestState } from '../state/guest.svelte';
import { displayScreenOf, type BillOnScreen } from './display-screen';
import { contextPiece } from '../context-piece';

/**
 * Publishes what the guest's display may show (`display.show`) whenever the cashier's screen
 * changes it: the guest on screen and the bill the bill dialog holds. Only a changed screen is
 * sent; the core pushes it to the display.
 */
export class GuestDisplayFeed {
  /** Set by the bill dialog while it is open. */
  bill = $state<BillOnScreen | undefined>(undefined);
  /** Set while a payment asks for the guest's own PIN (issue 40): a touch display takes it. */
  proofAsked = $state(false);
  /** Set while the new-guest form asks the guest's consent on the display (issue 43). */
  consentAsked = $state<{ firstName: string; textVersion: number } | undefined>(undefined);
  readonly screen: DisplayScreen;

  constructor(
    private readonly bridge: TerminalBridge,
    guest: GuestState,
  ) {
    this.screen = $derived.by(() => {
      // The core puts the text of the version in (GuestDisplay.show): the page sends none.
      if (this.consentAsked) return { kind: 'consent', ...this.consentAsked, text: '' };
      const onScreen = guest.answer?.guest;
      if (this.proofAsked && onScreen) return { kind: 'proof', firstName: onScreen.firstName.slice(0, 100) };
      return displayScreenOf(onScreen, this.bill);
    });
  }

  start(): () => void {
    let sent = '';
    return $effect.root(() => {
      $effect(() => {
        const screen = this.screen;
        const text = JSON.stringify(screen);
        if (text === sent) return;
        sent = text;
        void this.bridge['display.show'](screen);
      });
    });
  }
}

/** What the guest's display may show, published from this screen. */
export const [useDisplayFeed, displayEntry] = contextPiece<GuestDisplayFeed>('display');
