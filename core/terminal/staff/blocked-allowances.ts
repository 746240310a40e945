import type { BlockedAllowance } from '../../../common/contract/index';
import type { Journal } from '../journal/journal';

/** How long a manager's allowance for a blocked guest waits for its hold (the pay dialog in between). */
export const ALLOWANCE_MS = 5 * 60_000;

interface Allowance {
  manager: string;
  /** The guest in words for the journal (a guid can read like a card number to the redaction). */
  guestName: string;
  expiresAt: number;
}

/**
 * Managers' one-time allowances of a hold for a blocked guest, by customerGuid, in memory: a
 * restart forgets them. hold-allowance.ts reads one; the hold that is queued on it uses it up.
 */
export class BlockedAllowances {
  private readonly byGuest = new Map<string, Allowance>();

  constructor(
    private readonly journal: Journal,
    private readonly now: () => number,
  ) {}

  allow(customerGuid: string, manager: string, guestName: string): BlockedAllowance {
    const expiresAt = this.now() + ALLOWANCE_MS;
    this.byGuest.set(customerGuid, { manager, guestName, expiresAt });
    return { customerGuid, manager, expiresAt: new Date(expiresAt).toISOString() };
  }

  /** The manager behind a live allowance for the guest, if any (not used up by asking). */
  allowedBy(customerGuid: string): string | undefined {
    const allowance = this.byGuest.get(customerGuid);
    if (!allowance) return undefined;
    if (allowance.expiresAt > this.now()) return allowance.manager;
    this.byGuest.delete(customerGuid);
    return undefined;
  }

  /** The hold placed on the allowance: it is gone, and the journal says whose it was. */
  use(customerGuid: string, hold: Record<string, string>): void {
    const allowance = this.byGuest.get(customerGuid);
    if (!allowance) return;
    this.byGuest.delete(customerGuid);
    this.journal.record('protected', allowance.manager, 'blockedGuestHold', {
      guest: allowance.guestName,
      ...hold,
    });
  }
}
