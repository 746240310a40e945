import type { CommandName } from '../../common/contract/index';
import type { TerminalCore } from '../../core/terminal/terminal-core';
import { dispatch } from '../../core/hosts/dispatch';
import { quietLog } from './recording-handlers';

/**
 * Runs a command on an in-process core through the dispatcher, as the renderer's calls arrive,
 * and returns its value; an error result throws, naming the command and the whole error.
 */
export async function commandValue<T = unknown>(
  core: TerminalCore,
  name: CommandName,
  input: unknown = {},
): Promise<T> {
  const result = await dispatch(core.handlers, name, input, quietLog());
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.value as T;
}
