import type { CorrectionInput, HoldView } from '../../../common/contract/index';
import type { Terminal } from '../context';
import { reverseOutcomeOf, reverseOutcomeOfError, type ReverseOutcome } from './reverse-outcome';
import { SubmitOnce } from './submit-once.svelte';

/**
 * One cancellation from one confirmation, with its reason (issue 25). When the core no longer keeps the hold's card (after a
 * restart) it answers cardRequired; the card of the guest on screen when the confirmation opened is
 * then offered once (the core checks it is the hold's own card: cardMismatch otherwise).
 */
export class ReverseSubmission extends SubmitOnce {
  outcome = $state<ReverseOutcome | undefined>(undefined);

  constructor(
    terminal: Terminal,
    private readonly hold: HoldView,
  ) {
    super(terminal);
  }

  /** Sent with its reason; the guarded bridge asks for the manager's PIN first. */
  submit(correction: CorrectionInput): Promise<boolean> {
    const { bridge, guest } = this.terminal;
    const { holdId } = this.hold;
    return this.once(
      async () => {
        const result = await bridge['hold.reverse']({ holdId, correction });
        const token = this.token;
        if (result.ok || result.error.code !== 'cardRequired' || !token) return result;
        return bridge['hold.reverse']({ holdId, token, correction });
      },
      (result) => {
        this.outcome = result.ok ? reverseOutcomeOf(result.value) : reverseOutcomeOfError(result.error);
        if (result.ok) void guest.refresh();
      },
    );
  }
}
