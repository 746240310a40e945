import type { TerminalBridge } from '../../common/contract/index';

declare global {
  interface Window {
    /** Provided by the Electron preload; absent in a browser, where bridge/browser-bridge.ts stands in. */
    terminal?: TerminalBridge;
  }
}

export {};
