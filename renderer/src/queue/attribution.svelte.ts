import type { ErrorValue, HoldCandidateView, HoldView, TerminalBridge } from '../../../common/contract/index';

/** What the manager chose: a transaction of the history, or none of them. */
export type AttributionChoice = number | 'none';

/**
 * The manager's panel for one hold whose history shows only look-alikes: reads the candidates the
 * core kept (queue.candidates), holds the choice, and sends it (queue.attribute: the guarded
 * bridge asks for the PIN). The core checks the choice; its refusal is shown as it words it.
 */
export class AttributionState {
  candidates = $state<HoldCandidateView[]>([]);
  loading = $state(false);
  busy = $state(false);
  choice = $state<AttributionChoice | undefined>(undefined);
  /** Why the candidates could not be read, or why the choice was refused. */
  error = $state<ErrorValue | undefined>(undefined);

  constructor(
    private readonly bridge: TerminalBridge,
    readonly hold: HoldView,
  ) {}

  async load(): Promise<void> {
    this.loading = true;
    const result = await this.bridge['queue.candidates']({ holdId: this.hold.holdId });
    this.loading = false;
    if (!result.ok) {
      this.error = result.error;
      return;
    }
    this.error = undefined;
    this.candidates = result.value.candidates;
  }

  /** The hold as the core answers it once the choice is taken; undefined when refused or cancelled. */
  async submit(): Promise<HoldView | undefined> {
    const choice = this.choice;
    if (choice === undefined || this.busy) return undefined;
    this.busy = true;
    try {
      const result = await this.bridge['queue.attribute']({
        holdId: this.hold.holdId,
        choice: choice === 'none' ? 'none' : { transactionId: choice },
      });
      if (!result.ok) {
        this.error = result.error;
        return undefined;
      }
      this.error = undefined;
      return result.value.hold;
    } finally {
      this.busy = false;
    }
  }
}
