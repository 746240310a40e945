import type { ErrorValue, HoldState, HoldView, TerminalBridge } from '../../../electron/contract';

/** Holds worth showing as recent: settled ones and those still on their way. */
export const RECENT_STATES: readonly HoldState[] = ['confirmed', 'queued', 'sending', 'uncertain'];
/** How many of the queue's newest holds are read to find this account's. */
const SCAN_LIMIT = 200;
/** How many of the account's recent holds are shown. */
const SHOWN = 5;

/** A cancellation is shown while it is on its way; once done its hold has left the list too. */
function worthShowing(hold: HoldView): boolean {
  if (!RECENT_STATES.includes(hold.state)) return false;
  return hold.kind !== 'reverse' || hold.state !== 'confirmed';
}

function newestFirst(a: HoldView, b: HoldView): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

/**
 * This terminal's recent holds on one guest's account (outbox.list filtered here by customerGuid
 * and accountGuid: the contract has no such filter, and accountGuid names an account type every
 * guest has), newest first, kept live by `outbox` events.
 */
export class RecentHolds {
  all = $state<HoldView[]>([]);
  error = $state<ErrorValue | undefined>(undefined);
  readonly holds: HoldView[] = $derived(this.all.slice(0, SHOWN));

  constructor(
    private readonly bridge: TerminalBridge,
    private readonly customerGuid: string,
    private readonly accountGuid: string,
  ) {}

  /** A hold of this guest's account (a hold of a guest the terminal did not know is not shown). */
  #mine(hold: HoldView): boolean {
    return hold.accountGuid === this.accountGuid && hold.customerGuid === this.customerGuid;
  }

  /** Subscribes to outbox events and reads the list; returns the unsubscribe. */
  start(): () => void {
    const stop = this.bridge.on('outbox', ({ hold }) => this.update(hold));
    void this.load();
    return stop;
  }

  async load(): Promise<void> {
    const result = await this.bridge['outbox.list']({ states: [...RECENT_STATES], limit: SCAN_LIMIT });
    if (!result.ok) {
      this.error = result.error;
      return;
    }
    this.error = undefined;
    this.all = result.value.holds.filter((hold) => this.#mine(hold) && worthShowing(hold)).sort(newestFirst);
  }

  /** A confirmed or queued payment or award with no cancellation already on its way. */
  reversible(hold: HoldView): boolean {
    if (hold.kind === 'reverse') return false;
    if (hold.state !== 'confirmed' && hold.state !== 'queued') return false;
    return !this.all.some((other) => other.kind === 'reverse' && other.reverses === hold.holdId);
  }

  private update(hold: HoldView): void {
    if (!this.#mine(hold)) return;
    const others = this.all.filter((other) => other.holdId !== hold.holdId);
    this.all = worthShowing(hold) ? [hold, ...others].sort(newestFirst) : others;
  }
}
