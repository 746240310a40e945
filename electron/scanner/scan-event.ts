import type { CustomerToken } from './token';

/** Where a scan came from: the HID decoders, the renderer's keyboard wedge, or the keypad. */
export type ScanSource = 'hid-kbd' | 'hid-pos' | 'hid-msr' | 'wedge' | 'manual';

export const SCAN_SOURCES: readonly ScanSource[] = ['hid-kbd', 'hid-pos', 'hid-msr', 'wedge', 'manual'];

/**
 * The outcome of one scan. Only `token` carries the full data (the platform needs it);
 * every other kind carries a masked copy that is safe to log and show.
 * `incomplete` is a scan that did not finish cleanly (reader unplugged or a decode error mid-scan):
 * its partial data is never turned into a token.
 */
export type ScanEvent =
  | { kind: 'token'; token: CustomerToken; source: ScanSource }
  | { kind: 'unrecognised'; masked: string; source: ScanSource; reason?: string }
  | { kind: 'badSwipe'; masked: string; source: ScanSource; reason?: string }
  | { kind: 'incomplete'; masked: string; source: ScanSource; reason: string };
