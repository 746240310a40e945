import type {
  CommandName,
  ErrorValue,
  GrantAction,
  GrantView,
  Result,
  StaffStatus,
  TerminalBridge,
} from '../../../common/contract/index';
import { contextPiece } from '../context-piece';

/** Commands that move money: a manager's PIN for one of them is never kept for minutes (issue 40). */
const MONEY_COMMANDS: ReadonlySet<CommandName> = new Set(['hold.debit', 'hold.credit', 'bill.settle']);

/** Within a one-action grant's life in the core (two minutes): the retry with the card. */
const ACTION_GRANT_RETRY_MS = 100_000;

/** The PIN dialog's question: which protected command waits for a grant. */
export interface PinQuestion {
  command: CommandName;
}

/**
 * A manager's grants as the renderer holds them: asks for a PIN when a protected command
 * starts (the dialog reads `question`), hands the PIN to the core and keeps a "minutes" grant in
 * memory only, so it dies with the page. The core checks every grant; this only spares asking.
 */
export class ManagerGrants {
  question = $state<PinQuestion | undefined>(undefined);
  error = $state<ErrorValue | undefined>(undefined);
  busy = $state(false);
  held = $state<GrantView | undefined>(undefined);
  staff = $state<StaffStatus | undefined>(undefined);
  private answer: ((grant: string | undefined) => void) | undefined;
  /** A one-action grant the core gave back for its command's next try (the guest's card asked for). */
  private givenBack: { command: CommandName; grant: string; until: number } | undefined;

  constructor(
    private readonly bridge: TerminalBridge,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Whether the PIN dialog may offer to keep the grant for a few minutes (never for money). */
  get mayKeep(): boolean {
    return this.question !== undefined && !MONEY_COMMANDS.has(this.question.command);
  }

  /** The managers as the core has them; undefined where the host cannot say. */
  async loadStaff(): Promise<StaffStatus | undefined> {
    const result = await this.bridge['staff.status']?.({});
    if (result?.ok) this.staff = result.value;
    return result?.ok ? result.value : undefined;
  }

  /** A grant for `command`: the held one while it lives, else a PIN asked now (undefined: cancelled). */
  grantFor(command: CommandName): Promise<string | undefined> {
    const back = this.givenBack;
    this.givenBack = undefined;
    if (back?.command === command && back.until > this.now()) return Promise.resolve(back.grant);
    if (this.held && Date.parse(this.held.expiresAt) > this.now()) return Promise.resolve(this.held.grant);
    this.held = undefined;
    this.answer?.(undefined);
    this.error = undefined;
    this.question = { command };
    return new Promise((resolve) => (this.answer = resolve));
  }

  /**
   * The core refused `command` for the guest's card and gave its one-action grant back
   * (GRANT_GIVEN_BACK_ON): the try with the card goes with it, within the grant's two minutes.
   */
  keepForRetry(command: CommandName, grant: string): void {
    this.givenBack = { command, grant, until: this.now() + ACTION_GRANT_RETRY_MS };
  }

  /** The core refused the grant it was handed (expired, restarted): ask again next time. */
  forget(): void {
    this.held = undefined;
  }

  /**
   * The PIN for the question's command: a grant for that one command, or for a few minutes of
   * protected commands (never a money command's: those take a one-action waiver).
   */
  async submit(pin: string, keep: boolean): Promise<void> {
    const question = this.question;
    if (this.busy || !question) return;
    const minutes = keep && this.mayKeep;
    this.busy = true;
    try {
      const result = await this.bridge['grant.request'](
        minutes ? { pin, scope: 'minutes' } : { pin, scope: 'action', action: { command: question.command } },
      );
      if (!result.ok) {
        this.error = result.error;
        return;
      }
      if (minutes) this.held = result.value;
      this.close(result.value.grant);
    } finally {
      this.busy = false;
    }
  }

  /**
   * A manager's waiver of a money guard (issue 40): a one-action grant naming the command, the
   * guest and the amount, asked from a dialog's own PIN step. Never kept, never for minutes.
   */
  waiver(pin: string, action: GrantAction): Promise<Result<GrantView>> {
    return this.bridge['grant.request']({ pin, scope: 'action', action });
  }

  cancel(): void {
    this.close(undefined);
  }

  async signOut(): Promise<void> {
    const held = this.held;
    this.held = undefined;
    if (held) await this.bridge['grant.release']({ token: held.grant });
  }

  private close(grant: string | undefined): void {
    const answer = this.answer;
    this.answer = undefined;
    this.question = undefined;
    this.error = undefined;
    answer?.(grant);
  }
}

/** The manager signed in, and the PIN asked for a protected command. */
export const [useGrants, grantsEntry] = contextPiece<ManagerGrants>('grants');
