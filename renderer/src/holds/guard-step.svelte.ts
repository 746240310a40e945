import { GRANTABLE_GUARDS } from '../../../common/contract/choices';
import type { ErrorCode, ErrorValue, GrantAction, Result, TokenInput } from '../../../common/contract/index';

/** Who lifts a money guard (issue 40): a manager's PIN, or the guest's own proof given now. */
export type GuardAsk = 'manager' | 'guest';

/** What a money command is sent again with: a manager's one-action grant, or the guest's proof. */
export type Waiver = { grant: string } | { guestProof: TokenInput };

const GRANTABLE: ReadonlySet<ErrorCode> = new Set(GRANTABLE_GUARDS);

/**
 * A refusal the step answers on its field, leaving the step open: the proof is another guest's,
 * or the grant did not fit (another action, spent, expired: the manager types the PIN again).
 */
const ON_FIELD: ReadonlySet<ErrorCode> = new Set([
  'guestProofMismatch',
  'grantOtherAction',
  'grantExpired',
  'grantUsed',
  'grantUnknown',
  'grantOtherLaunch',
  'grantRequired',
]);

/** Who may lift the core's refusal of a money command; undefined when nobody can here. */
export function askOf(error: ErrorValue): GuardAsk | undefined {
  if (!GRANTABLE.has(error.code)) return undefined;
  return error.code === 'guestProofRequired' && error.details.byGuest ? 'guest' : 'manager';
}

/** How the step asks the core: a one-action grant for a manager's PIN, the command sent again. */
export interface GuardChannel {
  waiver(pin: string, action: GrantAction): Promise<Result<{ grant: string }>>;
  resend(waiver: Waiver): Promise<unknown>;
}

/**
 * The step a dialog shows when the core refused its money command with a guard a manager or the
 * guest may lift: why (`reason`, the core's refusal), who is asked (`ask`), and what went wrong
 * on the field (`problem`: a wrong PIN, another guest's proof). A PIN is handed on and never
 * kept here.
 */
export class GuardStep {
  reason = $state<ErrorValue>() as ErrorValue;
  ask = $state<GuardAsk>('manager');
  /** Only a manager may lift it (the guest cannot prove it now, or another guard stands). */
  managerOnly = $state(true);
  problem = $state<ErrorValue | undefined>(undefined);
  busy = $state(false);

  constructor(
    reason: ErrorValue,
    private readonly action: GrantAction,
    private readonly channel: GuardChannel,
  ) {
    this.refused(reason);
  }

  /** Takes the core's answer to a resend; false when it is not the step's to show. */
  answer(error: ErrorValue): boolean {
    if (ON_FIELD.has(error.code)) {
      this.problem = error;
      return true;
    }
    if (askOf(error) === undefined) return false;
    this.refused(error);
    return true;
  }

  /** The manager's PIN: a grant for exactly this command, guest and amount, then the command again. */
  async manager(pin: string): Promise<void> {
    await this.working(async () => {
      const grant = await this.channel.waiver(pin, this.action);
      if (!grant.ok) this.problem = grant.error;
      else await this.channel.resend({ grant: grant.value.grant });
    });
  }

  /** The guest's proof: their PIN as they typed it, or their app's QR read now. */
  async guest(proof: TokenInput): Promise<void> {
    await this.working(() => this.channel.resend({ guestProof: proof }));
  }

  /** «A manager is needed»: the manager's PIN instead of the guest's proof. */
  needManager(): void {
    this.ask = 'manager';
    this.problem = undefined;
  }

  private refused(error: ErrorValue): void {
    this.reason = error;
    this.ask = askOf(error) ?? 'manager';
    this.managerOnly = this.ask === 'manager';
    this.problem = undefined;
  }

  private async working(run: () => Promise<unknown>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.problem = undefined;
    try {
      await run();
    } finally {
      this.busy = false;
    }
  }
}
