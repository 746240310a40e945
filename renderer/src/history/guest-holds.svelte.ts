import type { ErrorValue, HoldView, TerminalBridge } from '../../../common/contract/index';
import { afterPaint } from '../lazy/after-paint';

/** How many of the guest's newest holds (in every state) are read. */
const GUEST_LIMIT = 100;

function newestFirst(a: HoldView, b: HoldView): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

/**
 * This terminal's recent holds of the guest on screen, in every state (issue 14 §3: refused,
 * cancelled and reversed ones too, and each cancellation beside what it cancelled), from
 * queue.list of that guest (newest first, the core reads them by an index: a swipe costs the
 * same at the end of a busy day), kept live by `queue` events. One read per
 * guest serves every account panel of that guest (`use`); the list is dropped when the last
 * panel goes.
 */
export class GuestHolds {
  /** The list as last read, of the guest in use; replaced whole, never changed in place. */
  all = $state.raw<HoldView[]>([]);
  error = $state<ErrorValue | undefined>(undefined);
  #customerGuid = '';
  /** Whose the list is, for `of` (`#customerGuid` stays unreactive: `use` runs in panels' effects). */
  #listOf = $state('');
  #users = 0;
  #stop: (() => void) | undefined;
  #seq = 0;

  constructor(private readonly bridge: TerminalBridge) {}

  /**
   * The holds of this guest, newest first; none while the list is another guest's. A new guest's
   * card is built before its panels take the list, and the previous guest's list must not be
   * built into it (their account types are the same) only to be dropped in the same update.
   */
  of(customerGuid: string): HoldView[] {
    return customerGuid === this.#listOf ? this.all : [];
  }

  /** A panel of this guest uses the list; returns its release. */
  use(customerGuid: string): () => void {
    if (this.#users++ === 0) this.#stop = this.bridge.on('queue', ({ hold }) => this.#update(hold));
    if (customerGuid !== this.#customerGuid) {
      this.#customerGuid = this.#listOf = customerGuid;
      this.all = [];
      // After the frame that shows the guest: its list cannot come back in time for that frame.
      const seq = this.#seq;
      afterPaint(() => {
        if (seq === this.#seq && this.#customerGuid === customerGuid) void this.load();
      });
    }
    return () => {
      if (--this.#users > 0) return;
      this.#stop?.();
      this.#customerGuid = this.#listOf = '';
      this.#seq++;
    };
  }

  async load(): Promise<void> {
    const seq = ++this.#seq;
    const customerGuid = this.#customerGuid;
    const result = await this.bridge['queue.list']({ customerGuid, limit: GUEST_LIMIT });
    if (seq !== this.#seq) return; // another guest (or a newer read) since
    if (!result.ok) {
      this.error = result.error;
      return;
    }
    this.error = undefined;
    // The core's list is the guest's: its cards' holds from before it was known (no guest) too.
    this.all = [...result.value.holds].sort(newestFirst);
  }

  #update(hold: HoldView): void {
    // A hold listed moves on in place; a new one is the guest's when taken for it (the core
    // names the guest of every hold taken since it was known).
    const listed = this.all.some((other) => other.holdId === hold.holdId);
    if (!listed && (hold.customerGuid === undefined || hold.customerGuid !== this.#customerGuid)) return;
    const others = this.all.filter((other) => other.holdId !== hold.holdId);
    // A try taken again offline moved nothing: it leaves the list (the hold taken again is in it).
    this.all = hold.retaken ? others : [hold, ...others].sort(newestFirst);
  }
}

const stores = new WeakMap<TerminalBridge, GuestHolds>();

/** The one list per terminal (its bridge). */
export function guestHoldsOf(bridge: TerminalBridge): GuestHolds {
  let store = stores.get(bridge);
  if (!store) stores.set(bridge, (store = new GuestHolds(bridge)));
  return store;
}
