import type { ErrorValue } from '../../../common/contract/index';
import type { HoldOutcome } from '../holds/hold-outcome';

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
