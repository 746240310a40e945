import type { DisplayBridge } from '../../../common/contract/index';
import { createBrowserBridge } from '../bridge/browser-bridge';
import { keepSecretForReload, takeSecretFromLocation } from '../bridge/secret';

/**
 * The guest display's bridge: Electron's display preload provides `window.terminalDisplay`; in a
 * browser the loopback host is reached with the display's own secret from the URL fragment. That
 * secret reaches only the display's commands and event: the core refuses the rest.
 */
export function connectDisplay(): DisplayBridge | undefined {
  if (window.terminalDisplay) return window.terminalDisplay;
  const handed = takeSecretFromLocation(window.location, window.history);
  if (handed !== undefined) keepSecretForReload('displaySecret', handed);
  const secret = handed ?? sessionStorage.getItem('displaySecret');
  if (!secret) return undefined;
  return createBrowserBridge({ base: '', secret }).bridge;
}
