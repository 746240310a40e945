import type { ErrorValue } from '../../../common/contract/index';
import { outcomeOfError, outcomeOfResult, type HoldOutcome } from '../holds/hold-outcome';
import { SubmitOnce } from '../holds/submit-once.svelte';
import type { BillPlan } from './bill-form.svelte';

/** What became of a bill: each part's outcome, or the refusal of the whole before anything was queued. */
export type BillOutcome =
  /** The whole bill refused (a rule, a limit, a blocked guest): nothing was queued, unless `unknown`. */
  | { kind: 'whole'; outcome: HoldOutcome }
  | {
      kind: 'sent';
      pay?: HoldOutcome;
      award?: HoldOutcome;
      /** The award was not sent: the platform refused the payment. */
      awardNotSent?: true;
      /** The terminal refused the award after the payment went through. */
      awardError?: ErrorValue;
    };

/** One bill from one dialog, with the card of the guest the dialog was opened for. */
export class BillSubmission extends SubmitOnce {
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
    const { bridge, status, guest } = this.terminal;
    const send = () =>
      bridge['bill.settle']({
        token,
        billCents: plan.billCents,
        precheck: plan.number,
        ...(pay ? { pay } : {}),
        ...(award ? { award } : {}),
      });
    return this.once(send, (result) => {
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
    });
  }

  /** Back to the bill after a refusal of the whole that queued nothing. */
  again(): void {
    if (this.busy || this.outcome?.kind !== 'whole' || this.outcome.outcome.kind === 'unknown') return;
    this.outcome = undefined;
    this.sent = undefined;
    this.release();
  }
}
