import type { ErrorValue, GrantAction } from '../../../common/contract/index';
import type { HoldsTerminal } from './holds-terminal';
import { GuardStep, askOf, type Waiver } from './guard-step.svelte';
import { SubmitOnce } from './submit-once.svelte';

/**
 * A money command sent once from its dialog (a hold, a bill) that the core may refuse with a
 * guard a manager or the guest lifts (issue 40): the refusal opens the step (`step`), which sends
 * the same command again with the manager's grant or the guest's proof. Cancelled, nothing moved.
 */
export class GuardedSubmit extends SubmitOnce {
  step = $state<GuardStep | undefined>(undefined);
  /** The guest the dialog was opened for: the guest a manager's grant names. */
  private readonly customerGuid: string | undefined;

  constructor(terminal: HoldsTerminal) {
    super(terminal);
    this.customerGuid = terminal.guest.answer?.guest.customerGuid;
  }

  /** Back from the step to the entry: nothing was sent that moved money. */
  cancelStep(): void {
    if (this.busy) return;
    this.step = undefined;
  }

  /**
   * Whether the step takes the core's refusal (opening it on the first): the next press sends
   * again through `resend`. Any other answer closes the step and is the dialog's outcome.
   */
  protected stepped(
    error: ErrorValue | undefined,
    action: Omit<GrantAction, 'customerGuid'>,
    resend: (waiver: Waiver) => Promise<unknown>,
  ): boolean {
    const step = this.step;
    const taken = error !== undefined && (step ? step.answer(error) : askOf(error) !== undefined);
    if (!taken) {
      this.step = undefined;
      return false;
    }
    if (!step) {
      const { grants } = this.terminal;
      const named = {
        ...action,
        ...(this.customerGuid !== undefined ? { customerGuid: this.customerGuid } : {}),
      };
      this.step = new GuardStep(error, named, {
        waiver: (pin, what) => grants.waiver(pin, what),
        resend,
      });
    }
    this.release();
    return true;
  }
}
