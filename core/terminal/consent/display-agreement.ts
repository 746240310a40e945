import type { ConsentGiven } from '../../../common/contract/index';

/** How long the guest's «Согласен» on the display stands for the new guest the cashier creates. */
export const DISPLAY_AGREEMENT_MS = 15 * 60_000;

interface Agreement {
  textVersion: number;
  marketing: boolean;
  at: number;
}

/**
 * What the guest agreed to on the display, kept in memory for the one create it is for: the
 * cashier's page cannot claim the display's consent (`via: 'display'`) unless the guest gave it
 * there, to that version of the text and with that advertising choice.
 */
export class DisplayAgreement {
  private latest: Agreement | undefined;

  constructor(private readonly now: () => number) {}

  agreed(textVersion: number, marketing: boolean): void {
    this.latest = { textVersion, marketing, at: this.now() };
  }

  /** Whether the display's latest agreement is this consent, still fresh. */
  matches(consent: ConsentGiven): boolean {
    const agreed = this.latest;
    return (
      agreed !== undefined &&
      this.now() - agreed.at <= DISPLAY_AGREEMENT_MS &&
      agreed.textVersion === consent.textVersion &&
      agreed.marketing === consent.marketing
    );
  }

  /** Used by the guest it was for: another guest needs their own. */
  use(): void {
    this.latest = undefined;
  }
}
