import type { HoldView, TokenInput } from '../../../common/contract/index';
import type { Terminal } from '../context';
import { reverseOutcomeOf, reverseOutcomeOfError, type ReverseOutcome } from './reverse-outcome';

/**
 * One cancellation from one confirmation: a second press sends nothing. When the core no longer
 * keeps the hold's card (after a restart) it answers cardRequired; the guest's card on screen is
 * then offered once (the core checks it is the hold's own card: cardMismatch otherwise).
 */
export class ReverseSubmission {
  busy = $state(false);
  outcome = $state<ReverseOutcome | undefined>(undefined);
  #taken = false;
  /** The card of the guest on screen when the confirmation opened. */
  readonly #token: TokenInput | undefined;

  constructor(
    private readonly terminal: Terminal,
    private readonly hold: HoldView,
  ) {
    this.#token = terminal.guest.token;
  }

  async submit(): Promise<boolean> {
    if (this.#taken) return false;
    this.#taken = true;
    this.busy = true;
    const { bridge, guest } = this.terminal;
    try {
      let result = await bridge['hold.reverse']({ holdId: this.hold.holdId });
      const token = this.#token;
      if (!result.ok && result.error.code === 'cardRequired' && token) {
        result = await bridge['hold.reverse']({ holdId: this.hold.holdId, token });
      }
      this.outcome = result.ok ? reverseOutcomeOf(result.value) : reverseOutcomeOfError(result.error);
      if (result.ok) void guest.refresh();
    } finally {
      this.busy = false;
    }
    return true;
  }
}
