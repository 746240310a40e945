import type { Result, SettingsView, TerminalBridge } from '../../../common/contract/index';

const inFlight = new WeakMap<TerminalBridge, Promise<Result<SettingsView>>>();

/**
 * settings.get, asked once for every caller that asks while an answer is on its way: at start the
 * page's frame (language, keyboard) and the card field's phone rules both read the settings.
 */
export function readSettings(bridge: TerminalBridge): Promise<Result<SettingsView>> {
  const pending = inFlight.get(bridge);
  if (pending) return pending;
  const asked = bridge['settings.get']({}).finally(() => inFlight.delete(bridge));
  inFlight.set(bridge, asked);
  return asked;
}
