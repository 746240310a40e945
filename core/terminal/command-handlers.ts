import type {
  CommandName,
  CommandOutput,
  ErrorCode,
  GrantAction,
  ParsedInput,
} from '../../common/contract/index';

/** Who stands behind a protected command let through: the manager's name (`cashier` before any exists). */
export interface Admission {
  who: string;
  /** The manager whose grant it was; absent while the terminal has no managers. */
  manager?: string;
  /** What the one-action grant was given for, when it names it. */
  action?: GrantAction;
  /** Makes a one-action grant usable again (its command was refused before it did anything). */
  giveBack?: () => void;
}

/** A protected command let through: told its answer (or its failure), it journals who did what. */
export interface AdmittedCommand extends Admission {
  done(output: unknown): void;
  failed(code: ErrorCode): void;
}

/**
 * The manager's check the dispatcher runs for a command whose guard asks for it
 * (core/terminal/staff/protected-actions.ts): throws the CoreError of a refusal.
 */
export interface CommandGate {
  admit(command: CommandName, input: unknown, grant: string | undefined): AdmittedCommand;
  /** A guarded command whose input did not parse: journalled, nothing ran. */
  rejected(command: CommandName, field: string): void;
}

/**
 * One function per command of the contract. A handler receives the parsed input and answers
 * the output, or throws a CoreError (core/terminal/errors.ts) that the dispatcher turns into
 * an error value. `gate` checks grants; without one every protected command is refused.
 */
export type CommandHandlers = {
  [K in CommandName]: (input: ParsedInput<K>, admission?: Admission) => Promise<CommandOutput<K>>;
} & { readonly gate?: CommandGate };
