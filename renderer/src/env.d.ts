import type { DisplayBridge, TerminalBridge } from '../../common/contract/index';

declare global {
  interface Window {
    /** Provided by the Electron preload; absent in a browser, where bridge/browser-bridge.ts stands in. */
    terminal?: TerminalBridge;
    /** The guest display's window in Electron: its own preload, the display's commands only. */
    terminalDisplay?: DisplayBridge;
  }
}

export {};
