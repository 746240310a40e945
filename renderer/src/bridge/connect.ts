import type { TerminalBridge } from '../../../common/contract/index';
import { createBrowserBridge } from './browser-bridge';
import type { LinkListener } from './link';
import { keepSecretForReload, takeSecretFromLocation } from './secret';

export interface Connection {
  bridge: TerminalBridge;
  onLink(listener: LinkListener): () => void;
}

/**
 * The one place that knows which host the UI runs under: Electron's preload provides
 * `window.terminal` (IPC cannot drop, so its link is always open); in a browser the loopback
 * host is reached on the page's own origin with the secret from the URL fragment.
 */
export function connect(): Connection | { error: 'noSecret' } {
  if (window.terminal) {
    return { bridge: window.terminal, onLink: (listener) => (listener('open'), () => {}) };
  }
  const handed = takeSecretFromLocation(window.location, window.history);
  if (handed !== undefined) keepSecretForReload('secret', handed);
  const secret = handed ?? sessionStorage.getItem('secret');
  if (!secret) return { error: 'noSecret' };
  return createBrowserBridge({ base: '', secret });
}
