import type { CommandName, CommandOutput, ParsedInput } from '../contract';

/**
 * One function per command of the contract. A handler receives the parsed input and answers
 * the output, or throws a CoreError (electron/core/errors.ts) that the dispatcher turns into
 * an error value.
 */
export type CommandHandlers = {
  [K in CommandName]: (input: ParsedInput<K>) => Promise<CommandOutput<K>>;
};
