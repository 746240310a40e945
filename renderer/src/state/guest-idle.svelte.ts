import type { GuestIdleClose, TerminalBridge } from '../../../common/contract/index';
import { modalOpen } from '../holds/shortcut-owner.svelte';
import type { GuestState } from './guest.svelte';
import { contextPiece } from '../context-piece';

/** How long a guest stays open without activity under each setting; undefined: never closed. */
export function idleCloseMs(choice: GuestIdleClose): number | undefined {
  switch (choice) {
    case '30s':
      return 30_000;
    case '1min':
      return 60_000;
    case '2min':
      return 120_000;
    case '5min':
      return 300_000;
    case 'never':
      return undefined;
  }
}

/** How often the idle time is checked: a close may come up to this much late. */
export const IDLE_CHECK_MS = 1_000;

/** What counts as the cashier's activity (a wedge scan arrives as keys, a HID scan as an event). */
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Privacy: the guest on screen closes by itself after a while without a touch, a key or a scan,
 * so the next guest does not see the previous one's name and balance (issue 14 §5). Never
 * while a dialog is open (a payment under way); the time counts again from when it closes.
 */
export class GuestIdleCloser {
  choice = $state<GuestIdleClose>('1min');
  #lastActivity: number;
  #seenToken: unknown;

  constructor(
    private readonly guest: GuestState,
    private readonly bridge: TerminalBridge,
    private readonly now: () => number = Date.now,
    private readonly dialogOpen: () => boolean = modalOpen,
  ) {
    this.#lastActivity = now();
  }

  /** The cashier did something: the idle time starts again. */
  touch(): void {
    this.#lastActivity = this.now();
  }

  start(target: Window): () => void {
    const touch = () => this.touch();
    for (const name of ACTIVITY) target.addEventListener(name, touch, { capture: true, passive: true });
    const stopScans = this.bridge.on('scan', touch);
    const timer = setInterval(() => this.check(), IDLE_CHECK_MS);
    return () => {
      clearInterval(timer);
      stopScans();
      for (const name of ACTIVITY) target.removeEventListener(name, touch, { capture: true });
    };
  }

  /** Closes the guest when idle long enough; a new lookup (another token) counts as activity. */
  check(): void {
    if (this.guest.token !== this.#seenToken) {
      this.#seenToken = this.guest.token;
      this.touch();
    }
    const limit = idleCloseMs(this.choice);
    if (limit === undefined || this.guest.answer === undefined) return;
    if (this.dialogOpen()) return this.touch();
    if (this.now() - this.#lastActivity >= limit) this.guest.clear();
  }
}

/** Closes the guest on screen after a while without activity. */
export const [useIdle, idleEntry] = contextPiece<GuestIdleCloser>('idle');
