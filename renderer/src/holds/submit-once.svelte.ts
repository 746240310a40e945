import type { TokenInput } from '../../../common/contract/index';
import type { HoldsTerminal } from './holds-terminal';

/**
 * What one dialog sends once (a hold, a bill, a cancellation): a press while the core works, or
 * after it answered, sends nothing. The guard is a plain field set before the first await, so two
 * presses in the same tick (a double click, a double Enter) cannot both pass it.
 */
export class SubmitOnce {
  busy = $state(false);
  /** When it was sent (Date.now()), while the core works on it. */
  sentAt = $state<number | undefined>(undefined);
  #taken = false;
  /** The card of the guest the dialog was opened for: a later scan of another guest changes nothing here. */
  protected readonly token: TokenInput | undefined;

  constructor(protected readonly terminal: HoldsTerminal) {
    this.token = terminal.guest.token;
  }

  /**
   * Sends unless it was sent already; false when the press was ignored. `answered` runs as soon as
   * the core answers, in the same turn as `busy` falls, so the dialog never shows neither.
   */
  protected async once<T>(send: () => Promise<T>, answered: (answer: T) => void): Promise<boolean> {
    if (this.#taken) return false;
    this.#taken = true;
    this.busy = true;
    this.sentAt = Date.now();
    let answer: T;
    try {
      answer = await send();
    } finally {
      this.busy = false;
      this.sentAt = undefined;
    }
    answered(answer);
    return true;
  }

  /** The next press sends again (after a refusal that queued nothing). */
  protected release(): void {
    this.#taken = false;
  }
}
