import type { Audience } from '../../common/contract/audience';

/**
 * IPC channel names, shared by the main-process host and the preloads. Each audience has its own
 * prefix: one `ipcMain.handle` per channel, and the display's host answers the display's window only.
 */
const CHANNEL_PREFIX: Record<Audience, string> = { cashier: 'terminal', display: 'display' };

export const commandChannel = (name: string, audience: Audience = 'cashier') =>
  `${CHANNEL_PREFIX[audience]}:command:${name}`;
export const eventChannel = (name: string, audience: Audience = 'cashier') =>
  `${CHANNEL_PREFIX[audience]}:event:${name}`;
/** Printing the page (electron/app/print.ts). */
export const PRINT_CHANNEL = 'terminal:print';
