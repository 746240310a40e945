import type { GrantAction, GrantableGuard, TokenSource } from '../../../common/contract/index';
import { decimalText } from '../../../common/platform/money';
import type { HoldControl } from '../../offline';
import type { Admission } from '../command-handlers';
import { coreError, type CoreError } from '../errors';
import type { Journal } from '../journal/journal';

/** What one money command is (the action a grant must name). */
export interface GuardedAction {
  command: 'hold.debit' | 'hold.credit' | 'bill.settle';
  customerGuid: string | undefined;
  /** The hold's amount; the bill's total for bill.settle. */
  amountCents: number;
}

/**
 * The guards one money command meets (issue 40): each check says what it needs (`need`), and
 * `settle` lets the command through when nothing is needed or a manager's one-action grant for
 * exactly this command, guest and amount waives them all; otherwise it journals and throws the
 * first refusal, before anything reaches the platform or the queue. Before the terminal has a
 * manager only the bill rule's bound holds (nobody could grant yet), as with every protected command.
 */
export class Waivers {
  private readonly needed: { guard: GrantableGuard; error: CoreError }[] = [];

  constructor(
    readonly active: boolean,
    private readonly action: GuardedAction,
    private readonly admission: Admission | undefined,
    private readonly journal: Pick<Journal, 'record'>,
  ) {}

  need(guard: GrantableGuard, error: CoreError): void {
    if (this.active) this.needed.push({ guard, error });
    // The venue's own bill rule binds before any manager exists, as it always has: nobody waives it.
    else if (guard === 'awardOverRule') throw error;
  }

  /** The control columns of the command's holds, or the refusal thrown. */
  settle(source: TokenSource, presence: HoldControl['presence']): HoldControl {
    const manager = this.admission?.manager;
    const first = this.needed[0];
    if (first === undefined) return { source, presence, waived: [], grantedBy: null };
    if (manager === undefined) {
      this.refuse(first.error);
    }
    if (!this.grantFits(this.admission?.action)) {
      this.refuse(coreError('grantOtherAction', { command: this.action.command }));
    }
    return { source, presence, waived: this.needed.map((n) => n.guard), grantedBy: manager ?? null };
  }

  private grantFits(action: GrantAction | undefined): boolean {
    return (
      action !== undefined &&
      action.command === this.action.command &&
      action.customerGuid !== undefined &&
      action.customerGuid === this.action.customerGuid &&
      action.amountCents === this.action.amountCents
    );
  }

  private refuse(error: CoreError): never {
    this.journal.record('refused', 'cashier', this.action.command, {
      code: error.value.code,
      amount: decimalText(this.action.amountCents),
    });
    throw error;
  }
}
