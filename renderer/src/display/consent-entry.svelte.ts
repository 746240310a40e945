import type { DisplayBridge } from '../../../common/contract/index';

/**
 * The new guest's consent on the display (issue 43): advertising is a separate choice, unticked
 * until the guest ticks it; «Согласен» tells the core (`display.consent`), which tells the cashier.
 */
export class ConsentEntry {
  marketing = $state(false);
  busy = $state(false);
  recorded = $state(false);

  constructor(private readonly bridge: DisplayBridge) {}

  async agree(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const result = await this.bridge['display.consent']({ marketing: this.marketing });
    this.busy = false;
    this.recorded = result.ok && result.value.outcome === 'recorded';
  }
}
