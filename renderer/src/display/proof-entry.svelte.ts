import type { DisplayBridge } from '../../../common/contract/index';

const MAX_DIGITS = 12;

/**
 * The guest typing their own PIN on the display (issue 40): the digits stay in this object until
 * sent to the core (`display.proof`), then are cleared; the page shows only how many there are.
 */
export class ProofEntry {
  private digits = '';
  count = $state(0);
  busy = $state(false);
  sent = $state(false);

  constructor(private readonly bridge: DisplayBridge) {}

  type(digit: string): void {
    if (this.busy || this.digits.length >= MAX_DIGITS || !/^\d$/.test(digit)) return;
    this.digits += digit;
    this.count = this.digits.length;
    this.sent = false;
  }

  erase(): void {
    if (this.busy) return;
    this.digits = this.digits.slice(0, -1);
    this.count = this.digits.length;
  }

  clear(): void {
    this.digits = '';
    this.count = 0;
  }

  async send(): Promise<void> {
    if (this.busy || this.digits === '') return;
    const pin = this.digits;
    this.clear();
    this.busy = true;
    const result = await this.bridge['display.proof']({ pin });
    this.busy = false;
    this.sent = result.ok && result.value.outcome === 'sent';
  }
}
