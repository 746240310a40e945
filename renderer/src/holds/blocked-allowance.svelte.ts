import type { BlockedAllowance, ErrorValue, TerminalBridge } from '../../../common/contract/index';

/**
 * A manager's one-time allowance of a hold for the blocked guest on screen (core
 * hold.allowBlocked): asked with the manager's PIN (the guarded bridge), it turns pay and award
 * on for that guest until one hold is placed or it expires. The core decides; this only shows.
 */
export class BlockedAllowanceState {
  allowance = $state<BlockedAllowance | undefined>(undefined);
  error = $state<ErrorValue | undefined>(undefined);
  busy = $state(false);

  constructor(
    private readonly bridge: TerminalBridge,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Whether the core holds a live allowance for this guest, as far as the screen knows. */
  allows(customerGuid: string | undefined): boolean {
    const allowance = this.allowance;
    return (
      allowance !== undefined &&
      allowance.customerGuid === customerGuid &&
      Date.parse(allowance.expiresAt) > this.now()
    );
  }

  async ask(customerGuid: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.error = undefined;
    try {
      const result = await this.bridge['hold.allowBlocked']({ customerGuid });
      if (!result.ok) {
        this.error = result.error;
        return false;
      }
      this.allowance = result.value;
      return true;
    } finally {
      this.busy = false;
    }
  }

  /** A hold went (or the guest changed): the core used the allowance up. */
  used(): void {
    this.allowance = undefined;
  }
}
