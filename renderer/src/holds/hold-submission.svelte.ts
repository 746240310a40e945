import type { TokenInput } from '../../../common/contract/index';
import type { Terminal } from '../context';
import type { Cents } from '../../../common/platform/money';
import { outcomeOfError, outcomeOfResult, type HoldOutcome } from './hold-outcome';

export type HoldDirection = 'debit' | 'credit';

export interface HoldRequest {
  cents: Cents;
  precheck: string;
  /** The account had holds waiting in the queue before this one. */
  waitingBehind: boolean;
}

/**
 * One hold from one dialog: a press while the core works, or after it answered, sends nothing.
 * The guard is a plain field set before the first await, so two presses in the same tick (a
 * double click, a double Enter) cannot both pass it.
 */
export class HoldSubmission {
  busy = $state(false);
  outcome = $state<HoldOutcome | undefined>(undefined);
  /** When the hold was sent (Date.now()), while the core works on it. */
  sentAt = $state<number | undefined>(undefined);
  /** The amount the outcome is about. */
  sentCents = $state<Cents | undefined>(undefined);
  #taken = false;
  /** The card of the guest the dialog was opened for: a later scan of another guest changes nothing here. */
  readonly #token: TokenInput | undefined;

  constructor(
    private readonly terminal: Terminal,
    private readonly direction: HoldDirection,
    private readonly accountGuid: string,
  ) {
    this.#token = terminal.guest.token;
  }

  /** Sends the hold unless one was already sent; false when the press was ignored. */
  async submit(request: HoldRequest): Promise<boolean> {
    const token = this.#token;
    if (this.#taken || !token) return false;
    this.#taken = true;
    this.busy = true;
    this.sentAt = Date.now();
    const precheck = request.precheck.trim();
    const input = {
      token,
      accountGuid: this.accountGuid,
      amountCents: request.cents,
      ...(precheck ? { precheck } : {}),
    };
    const { bridge, status, guest } = this.terminal;
    let result;
    try {
      result =
        this.direction === 'debit' ? await bridge['hold.debit'](input) : await bridge['hold.credit'](input);
    } finally {
      this.busy = false;
      this.sentAt = undefined;
    }
    this.sentCents = request.cents;
    this.outcome = result.ok
      ? outcomeOfResult(result.value, { offline: status.offline, waitingBehind: request.waitingBehind })
      : outcomeOfError(result.error);
    // Balances changed (or the queue did): show the guest as the core now sees them.
    if (result.ok) void guest.refresh();
    return true;
  }

  /**
   * Back to entering the amount after a refusal that queued nothing (an offline limit, a bad
   * card reference): the next press is a new hold.
   */
  again(): void {
    if (this.busy) return;
    this.outcome = undefined;
    this.sentCents = undefined;
    this.#taken = false;
  }
}
