import type { TerminalBridge } from '../../../common/contract/index';

/** How long the notice of holds sent from the queue stays up. */
export const SENT_NOTICE_MS = 8000;

/**
 * How many queued holds the platform took once it came back (issue 25): from the moment holds
 * wait while the platform is away, each hold confirmed counts, and when nothing waits any more
 * the count is shown for a while. Holds sent straight while online never start a count.
 */
export class QueueDrain {
  /** The holds just sent from the queue (undefined: nothing to say). */
  sent = $state<number | undefined>(undefined);
  #offline = false;
  /** Holds waited during an outage: confirmations count until the queue is empty. */
  #draining = false;
  #count = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly bridge: TerminalBridge) {}

  start(): () => void {
    const stops = [
      this.bridge.on('status', ({ connectivity, queue }) => {
        this.#offline = connectivity !== 'online';
        if (this.#offline && queue.count > 0) this.#draining = true;
      }),
      this.bridge.on('queue', ({ hold, summary }) => {
        if (this.#offline && hold.state === 'queued') this.#draining = true;
        if (!this.#draining) return;
        if (hold.state === 'confirmed') this.#count += 1;
        if (summary.count === 0) this.#finish();
      }),
    ];
    return () => {
      stops.forEach((stop) => stop());
      clearTimeout(this.#timer);
    };
  }

  dismiss(): void {
    clearTimeout(this.#timer);
    this.sent = undefined;
  }

  #finish(): void {
    const count = this.#count;
    this.#draining = false;
    this.#count = 0;
    if (count === 0) return;
    clearTimeout(this.#timer);
    this.sent = count;
    this.#timer = setTimeout(() => (this.sent = undefined), SENT_NOTICE_MS);
  }
}
