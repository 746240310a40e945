import type {
  ConsentGiven,
  ConsentTextView,
  GuestConsentEvent,
  TerminalBridge,
} from '../../../common/contract/index';

/**
 * How the new guest gives consent (issue 43): on the guest display («Согласен», the advertising a
 * separate unticked choice there), or on a signed paper form the cashier confirms (advertising
 * ticked only when the guest ticked it on the form). Nothing is ticked to start with.
 */
export class ConsentChoice {
  text = $state<ConsentTextView | undefined>(undefined);
  /** The guest display is asked now (the cashier's screen waits for the guest's «Согласен»). */
  asking = $state(false);
  /** What the guest agreed to on the display. */
  agreed = $state<GuestConsentEvent | undefined>(undefined);
  paperSigned = $state(false);
  paperMarketing = $state(false);

  constructor(private readonly bridge: TerminalBridge) {}

  async load(): Promise<void> {
    const result = await this.bridge['consent.text']({});
    if (result.ok) this.text = result.value.current;
  }

  /** The guest agreed on the display: the choice is theirs, the paper form is no longer needed. */
  take(event: GuestConsentEvent): void {
    if (!this.asking) return;
    this.agreed = event;
    this.asking = false;
    this.paperSigned = false;
  }

  ask(): void {
    this.agreed = undefined;
    this.asking = true;
  }

  /** The consent to send, or undefined while the guest has given none. */
  given(): ConsentGiven | undefined {
    if (this.agreed) return { personalData: true, via: 'display', ...this.agreed };
    if (this.paperSigned && this.text)
      return {
        personalData: true,
        via: 'paper',
        marketing: this.paperMarketing,
        textVersion: this.text.version,
      };
    return undefined;
  }

  reset(): void {
    this.asking = false;
    this.agreed = undefined;
    this.paperSigned = false;
    this.paperMarketing = false;
  }
}
