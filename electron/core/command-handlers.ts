import type { CommandName, CommandOutput, ParsedInput } from '../contract';

/** A protected command let through: told its answer, it journals who did what. */
export interface AdmittedCommand {
  done(output: unknown): void;
}

/**
 * The manager's check the dispatcher runs for a command whose guard asks for it
 * (electron/core/staff/protected-actions.ts): throws the CoreError of a refusal.
 */
export interface CommandGate {
  admit(command: CommandName, input: unknown, grant: string | undefined): AdmittedCommand;
}

/**
 * One function per command of the contract. A handler receives the parsed input and answers
 * the output, or throws a CoreError (electron/core/errors.ts) that the dispatcher turns into
 * an error value. `gate` checks grants; without one every protected command is refused.
 */
export type CommandHandlers = {
  [K in CommandName]: (input: ParsedInput<K>) => Promise<CommandOutput<K>>;
} & { readonly gate?: CommandGate };
