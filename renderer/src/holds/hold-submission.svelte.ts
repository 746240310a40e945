import type { CommandInput } from '../../../common/contract/index';
import type { Cents } from '../../../common/platform/money';
import type { HoldsTerminal } from './holds-terminal';
import type { Waiver } from './guard-step.svelte';
import { GuardedSubmit } from './guarded-submit.svelte';
import { outcomeOfError, outcomeOfResult, type HoldOutcome } from './hold-outcome';

export type HoldDirection = 'debit' | 'credit';

/** What the cashier entered in the dialog (not the platform's HoldRequest body, common/platform/schemas/bonus.ts). */
export interface HoldEntry {
  cents: Cents;
  billNumber: string;
  /** The account had holds waiting in the queue before this one. */
  waitingBehind: boolean;
}

type HoldInput = CommandInput<'hold.debit'>;

/** One hold from one dialog, for the card of the guest the dialog was opened for. */
export class HoldSubmission extends GuardedSubmit {
  outcome = $state<HoldOutcome | undefined>(undefined);
  /** The amount the outcome is about. */
  sentCents = $state<Cents | undefined>(undefined);

  constructor(
    terminal: HoldsTerminal,
    private readonly direction: HoldDirection,
    private readonly accountGuid: string,
  ) {
    super(terminal);
  }

  /** Sends the hold unless one was already sent; false when the press was ignored. */
  submit(entry: HoldEntry): Promise<boolean> {
    const token = this.token;
    if (!token) return Promise.resolve(false);
    const billNumber = entry.billNumber.trim();
    const input: HoldInput = {
      token,
      accountGuid: this.accountGuid,
      amountCents: entry.cents,
      ...(billNumber ? { billNumber } : {}),
    };
    return this.send(entry, input);
  }

  /** The hold, or the same hold again with a manager's grant or the guest's proof (the step). */
  private send(entry: HoldEntry, input: HoldInput, waiver?: Waiver): Promise<boolean> {
    const { bridge, status, guest } = this.terminal;
    const command = this.direction === 'debit' ? 'hold.debit' : 'hold.credit';
    const sent = waiver ? { ...input, ...waiver } : input;
    return this.once(
      () => bridge[command](sent),
      (result) => {
        const action = { command, amountCents: entry.cents };
        if (
          this.stepped(result.ok ? undefined : result.error, action, (next) => this.send(entry, input, next))
        )
          return;
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
    this.step = undefined;
    this.release();
  }
}
