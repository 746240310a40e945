import type { CommandInput } from '../../../common/contract/index';
import type { Waiver } from '../holds/guard-step.svelte';
import { GuardedSubmit } from '../holds/guarded-submit.svelte';
import { outcomeOfError, outcomeOfResult } from '../holds/hold-outcome';
import type { HoldsTerminal } from '../holds/holds-terminal';
import type { BillOutcome } from './bill-outcome';
import type { BillPlan } from './bill-form.svelte';

/** One bill from one dialog, with the card of the guest the dialog was opened for. */
export class BillSubmission extends GuardedSubmit {
  outcome = $state<BillOutcome | undefined>(undefined);
  /** The plan the outcome is about. */
  sent = $state<BillPlan | undefined>(undefined);

  submit(plan: BillPlan): Promise<boolean> {
    const token = this.token;
    if (!token) return Promise.resolve(false);
    const part = (p: BillPlan['pay']) =>
      p ? { accountGuid: p.account.accountGuid, amountCents: p.cents } : undefined;
    const pay = part(plan.pay);
    const award = part(plan.award);
    return this.send(plan, {
      token,
      billCents: plan.billCents,
      billNumber: plan.number,
      ...(pay ? { pay } : {}),
      ...(award ? { award } : {}),
    });
  }

  /** The bill, or the same bill again with a manager's grant or the guest's proof (the step). */
  private send(plan: BillPlan, input: CommandInput<'bill.settle'>, waiver?: Waiver): Promise<boolean> {
    const { bridge } = this.terminal;
    const sent = waiver ? { ...input, ...waiver } : input;
    return this.once(
      () => bridge['bill.settle'](sent),
      (result) => {
        const action = { command: 'bill.settle' as const, amountCents: plan.billCents };
        if (
          this.stepped(result.ok ? undefined : result.error, action, (next) => this.send(plan, input, next))
        )
          return;
        this.answered(plan, result);
      },
    );
  }

  private answered(
    plan: BillPlan,
    result: Awaited<ReturnType<HoldsTerminal['bridge']['bill.settle']>>,
  ): void {
    const { status, guest } = this.terminal;
    this.sent = plan;
    if (!result.ok) {
      this.outcome = { kind: 'whole', outcome: outcomeOfError(result.error) };
      return;
    }
    const context = (account: BillPlan['pay']) => ({
      offline: status.offline,
      waitingBehind: (account?.account.pending.count ?? 0) > 0,
    });
    const { value } = result;
    this.outcome = {
      kind: 'sent',
      ...(value.pay ? { pay: outcomeOfResult(value.pay, context(plan.pay)) } : {}),
      ...(value.award ? { award: outcomeOfResult(value.award, context(plan.award)) } : {}),
      ...(value.awardNotSent ? { awardNotSent: true } : {}),
      ...(value.awardError ? { awardError: value.awardError } : {}),
    };
    void guest.refresh();
  }

  /** Back to the bill after a refusal of the whole that queued nothing. */
  again(): void {
    this.cancelStep();
    if (this.busy || this.outcome?.kind !== 'whole' || this.outcome.outcome.kind === 'unknown') return;
    this.outcome = undefined;
    this.sent = undefined;
    this.release();
  }
}
