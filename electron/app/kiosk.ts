import type { BrowserWindow, BrowserWindowConstructorOptions, Input } from 'electron';

export interface KioskOptions {
  enabled: boolean;
}

/** Full screen over everything, no frame, nothing to minimise, resize or switch away with. */
export function kioskWindowOptions(): BrowserWindowConstructorOptions {
  return {
    kiosk: true,
    fullscreen: true,
    frame: false,
    minimizable: false,
    maximizable: false,
    resizable: false,
    movable: false,
    alwaysOnTop: true,
  };
}

/**
 * Keys that leave, reload or inspect a Chromium window. With no menu most do nothing already;
 * kiosk mode swallows them anyway so no future menu or default can bring them back.
 */
export function isEscapeKey(
  input: Pick<Input, 'type' | 'key' | 'control' | 'meta' | 'alt' | 'shift'>,
): boolean {
  if (input.type !== 'keyDown') return false;
  const key = input.key.toLowerCase();
  const command = input.control || input.meta;
  if (key === 'f11' || key === 'f12' || key === 'f5') return true;
  if (input.alt && key === 'f4') return false; // closing goes through the quit guard instead
  if (command && ['w', 'q', 'r', 'n', 't', 'p', 'o', 's', '+', '-', '=', '0'].includes(key)) return true;
  if (command && input.shift && ['i', 'j', 'c', 'r'].includes(key)) return true;
  return false;
}

/**
 * Keeps a kiosk window where it is: back to full screen if it ever leaves it, restored if
 * minimised, and the escape keys swallowed. Closing it runs the app's own exit (the quit guard).
 */
export function lockKiosk(window: BrowserWindow): void {
  window.on('leave-full-screen', () => {
    window.setKiosk(true);
    window.setFullScreen(true);
  });
  window.on('minimize', () => window.restore());
  window.webContents.on('before-input-event', (event, input) => {
    if (isEscapeKey(input)) event.preventDefault();
  });
}
