/** IPC channel names, shared by the main-process host and the preload. */
export const commandChannel = (name: string) => `terminal:command:${name}`;
export const eventChannel = (name: string) => `terminal:event:${name}`;
/** Printing the page (electron/app/print.ts). */
export const PRINT_CHANNEL = 'terminal:print';
