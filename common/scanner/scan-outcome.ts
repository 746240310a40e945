import type { CustomerToken } from '../platform/schemas/token';

/** Where a scan came from: the HID decoders, the renderer's keyboard wedge, or the keypad. */
export const SCAN_SOURCES = ['hid-kbd', 'hid-pos', 'hid-msr', 'wedge', 'manual'] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

/**
 * The outcome of one scan, inside the core. The renderer sees it as the contract's ScanEvent
 * (core/terminal/readers/scan-views.ts scanEventView). Only `token` carries the full data (the
 * platform needs it); every other kind carries a masked copy that is safe to log and show.
 * A token names the classification rule that made it (`rule`, e.g. `track2-content`).
 * `incomplete` is a scan that did not finish cleanly (reader unplugged or a decode error mid-scan):
 * its partial data is never turned into a token.
 */
export type ScanOutcome =
  | { kind: 'token'; token: CustomerToken; source: ScanSource; rule?: string }
  | { kind: 'unrecognised'; masked: string; source: ScanSource; reason?: string }
  | { kind: 'badSwipe'; masked: string; source: ScanSource; reason?: string }
  | { kind: 'incomplete'; masked: string; source: ScanSource; reason: string };
