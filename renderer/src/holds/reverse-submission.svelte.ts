import type { CorrectionInput, HoldView, TokenInput } from '../../../common/contract/index';
import type { HoldsTerminal } from './holds-terminal';
import { reverseOutcomeOf, reverseOutcomeOfError, type ReverseOutcome } from './reverse-outcome';
import { SubmitOnce } from './submit-once.svelte';

/** The core does not keep the hold's card (after a restart) or was shown another: the guest's card is asked. */
export interface CardAsk {
  /** The card shown was not the hold's own (cardMismatch); otherwise none was (cardRequired). */
  mismatch: boolean;
}

/**
 * One cancellation from one confirmation, with its reason (issue 25), through one manager's PIN
 * (issue 41). The card of the guest on screen when the confirmation opened goes with it when that
 * guest is the hold's own: the core ignores it while it keeps the hold's card, and checks it is
 * the hold's own card when it does not (it used to be sent only after a cardRequired, a second
 * request and a second PIN). When the core still wants the card (none could be sent, or it was
 * another of the guest's cards) the dialog asks for it by the hold's masked card and sends again
 * with the card swiped.
 */
export class ReverseSubmission extends SubmitOnce {
  outcome = $state<ReverseOutcome | undefined>(undefined);
  card = $state<CardAsk | undefined>(undefined);
  #correction: CorrectionInput | undefined;
  /** The guest on screen when the confirmation opened. */
  readonly #guestGuid: string | undefined;

  constructor(
    terminal: HoldsTerminal,
    private readonly hold: HoldView,
  ) {
    super(terminal);
    this.#guestGuid = terminal.guest.answer?.guest.customerGuid;
  }

  /** The card of the guest on screen, when that guest is the hold's own (or the hold names none). */
  private get ownToken(): TokenInput | undefined {
    const sameGuest = this.hold.customerGuid === undefined || this.hold.customerGuid === this.#guestGuid;
    return sameGuest ? this.token : undefined;
  }

  /** Sent with its reason; the guarded bridge asks for the manager's PIN first. */
  submit(correction: CorrectionInput): Promise<boolean> {
    this.#correction = correction;
    const token = this.ownToken;
    return this.send(token ? { token, correction } : { correction });
  }

  /** The guest's card swiped while it is asked for: the same cancellation, with it. */
  withCard(token: TokenInput): Promise<boolean> {
    const correction = this.#correction;
    if (!this.card || !correction || this.busy) return Promise.resolve(false);
    return this.send({ token, correction });
  }

  private send(input: { token?: TokenInput; correction: CorrectionInput }): Promise<boolean> {
    const { bridge, guest } = this.terminal;
    const { holdId } = this.hold;
    return this.once(
      () => bridge['hold.reverse']({ holdId, ...input }),
      (result) => {
        if (!result.ok && (result.error.code === 'cardRequired' || result.error.code === 'cardMismatch')) {
          this.card = { mismatch: result.error.code === 'cardMismatch' };
          this.release(); // nothing moved: the card swiped sends it again
          return;
        }
        this.card = undefined;
        this.outcome = result.ok ? reverseOutcomeOf(result.value) : reverseOutcomeOfError(result.error);
        if (result.ok) void guest.refresh();
      },
    );
  }
}
