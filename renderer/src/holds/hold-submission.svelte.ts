import type { Cents } from '../../../common/platform/money';
import type { Terminal } from '../context';
import { outcomeOfError, outcomeOfResult, type HoldOutcome } from './hold-outcome';
import { SubmitOnce } from './submit-once.svelte';

export type HoldDirection = 'debit' | 'credit';

/** What the cashier entered in the dialog (not the platform's HoldRequest body, common/platform/schemas/bonus.ts). */
export interface HoldEntry {
  cents: Cents;
  precheck: string;
  /** The account had holds waiting in the queue before this one. */
  waitingBehind: boolean;
}

/** One hold from one dialog, for the card of the guest the dialog was opened for. */
export class HoldSubmission extends SubmitOnce {
  outcome = $state<HoldOutcome | undefined>(undefined);
  /** The amount the outcome is about. */
  sentCents = $state<Cents | undefined>(undefined);

  constructor(
    terminal: Terminal,
    private readonly direction: HoldDirection,
    private readonly accountGuid: string,
  ) {
    super(terminal);
  }

  /** Sends the hold unless one was already sent; false when the press was ignored. */
  submit(entry: HoldEntry): Promise<boolean> {
    const token = this.token;
    if (!token) return Promise.resolve(false);
    const precheck = entry.precheck.trim();
    const input = {
      token,
      accountGuid: this.accountGuid,
      amountCents: entry.cents,
      ...(precheck ? { precheck } : {}),
    };
    const { bridge, status, guest } = this.terminal;
    return this.once(
      () => (this.direction === 'debit' ? bridge['hold.debit'](input) : bridge['hold.credit'](input)),
      (result) => {
        this.sentCents = entry.cents;
        this.outcome = result.ok
          ? outcomeOfResult(result.value, { offline: status.offline, waitingBehind: entry.waitingBehind })
          : outcomeOfError(result.error);
        // Balances changed (or the queue did): show the guest as the core now sees them.
        if (result.ok) void guest.refresh();
      },
    );
  }

  /**
   * Back to entering the amount after a refusal that queued nothing (an offline limit, a bad
   * card reference): the next press is a new hold.
   */
  again(): void {
    if (this.busy) return;
    this.outcome = undefined;
    this.sentCents = undefined;
    this.release();
  }
}
