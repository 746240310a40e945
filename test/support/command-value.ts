import type { CommandName } from '../../common/contract/index';
import type { TerminalCore } from '../../core/terminal/terminal-core';
import { dispatch } from '../../core/hosts/dispatch';
import { quietLog } from './recording-handlers';
import { until } from './until';

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

/** Waits until the in-process core says the platform answers it (`status().connectivity` is online). */
export async function coreOnline(core: TerminalCore, timeoutMs = 20_000): Promise<void> {
  await until(() => core.status().connectivity === 'online', timeoutMs);
}

/**
 * `guest.lookup` on an in-process core, as TerminalRig.lookUp on a process: a core that does
 * not reach the platform answers `notInCache` for a guest it has not seen, by design; with a
 * 300 ms time-out a loaded machine makes it so for a moment now and then (the start's probe, or
 * the lookup itself, late). Then this waits until the core is online again and asks again; any
 * other error throws as commandValue's does.
 */
export async function lookUpValue<T = unknown>(
  core: TerminalCore,
  input: unknown,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await dispatch(core.handlers, 'guest.lookup', input, quietLog());
    if (result.ok) return result.value as T;
    if (result.error.code !== 'notInCache' || Date.now() > deadline)
      throw new Error(`guest.lookup: ${JSON.stringify(result.error)}`);
    await coreOnline(core, Math.max(0, deadline - Date.now()));
  }
}
