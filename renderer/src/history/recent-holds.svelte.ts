import type { ErrorValue, HoldView } from '../../../common/contract/index';
import type { GuestHolds } from './guest-holds.svelte';

/** How many of the account's recent holds are shown. */
const SHOWN = 5;

/**
 * The recent holds of one account of the guest on screen: the guest's list (GuestHolds) filtered
 * by accountGuid, which names an account type every guest has.
 */
export class RecentHolds {
  readonly all: HoldView[];
  readonly holds: HoldView[];

  constructor(
    private readonly guest: GuestHolds,
    private readonly customerGuid: string,
    accountGuid: string,
  ) {
    this.all = $derived(guest.of(customerGuid).filter((hold) => hold.accountGuid === accountGuid));
    this.holds = $derived(this.all.slice(0, SHOWN));
  }

  get error(): ErrorValue | undefined {
    return this.guest.error;
  }

  /** Takes part in the guest's list (read once for all its accounts); returns the release. */
  start(): () => void {
    return this.guest.use(this.customerGuid);
  }

  load(): Promise<void> {
    return this.guest.load();
  }

  /** The payment or award a cancellation cancels, when the list still holds it. */
  target(reversal: HoldView): HoldView | undefined {
    if (reversal.kind !== 'reverse' || reversal.reverses === undefined) return undefined;
    return this.guest.of(this.customerGuid).find((hold) => hold.holdId === reversal.reverses);
  }

  /** A confirmed or queued payment or award with no cancellation on its way or done. */
  reversible(hold: HoldView): boolean {
    if (hold.kind === 'reverse') return false;
    if (hold.state !== 'confirmed' && hold.state !== 'queued') return false;
    return !this.all.some(
      (other) =>
        other.kind === 'reverse' &&
        other.reverses === hold.holdId &&
        other.state !== 'rejected' &&
        other.state !== 'discarded' &&
        other.state !== 'cancelled',
    );
  }
}
