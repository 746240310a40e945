import type { CheckInOutcome, DisplayBridge } from '../../../common/contract/index';

/** Digits, a leading plus and the marks people type; the core checks it is a phone number. */
const MAX_CHARS = 20;

/** A guest typing their phone number on the display's keypad, and what came of it. */
export class PhoneCheckIn {
  open = $state(false);
  phone = $state('');
  busy = $state(false);
  outcome = $state<CheckInOutcome | undefined>(undefined);

  constructor(private readonly bridge: DisplayBridge) {}

  start(): void {
    this.open = true;
    this.phone = '';
    this.outcome = undefined;
  }

  type(key: string): void {
    if (this.busy || this.phone.length >= MAX_CHARS) return;
    if (key === '+' && this.phone !== '') return;
    this.phone += key;
    this.outcome = undefined;
  }

  erase(): void {
    if (!this.busy) this.phone = this.phone.slice(0, -1);
  }

  close(): void {
    this.open = false;
    this.phone = '';
  }

  async send(): Promise<void> {
    if (this.busy || this.phone === '') return;
    this.busy = true;
    const result = await this.bridge['display.checkIn']({ phone: this.phone });
    this.busy = false;
    this.outcome = result.ok ? result.value : { outcome: 'askCashier' };
    if (this.outcome.outcome === 'found') this.close();
  }
}
