import { bytesToText } from './bytes-text';
import { reportPayload } from '../../common/scanner/report-id';

/**
 * Decoder for HID Point of Sale magnetic stripe reader input reports (usage page 0x8E).
 * Default layout: the 337-byte report of MagTek-style USB HID swipe readers, no report id:
 *
 *   byte 0-2      track 1/2/3 decode status (0 = read fine, anything else = read error)
 *   byte 3-5      track 1/2/3 data length (0 = track absent)
 *   byte 6        card encode type (0 ISO/ABA, 1 AAMVA, 3 blank, 4 other, 5 undetermined, 6 none) - not used
 *   byte 7-116    track 1 data (110 bytes, ASCII)
 *   byte 117-226  track 2 data
 *   byte 227-336  track 3 data
 *
 * The swipe is turned into the text a keyboard-mode reader would type (`%...?;...?+...?`, a failed track as
 * `%E?`/`;E?`/`+E?`), so one classifier serves both. Track data that already carries its sentinels is kept.
 */

export interface MsrReportLayout {
  reportId?: number | undefined;
  statusOffsets: readonly [number, number, number];
  lengthOffsets: readonly [number, number, number];
  dataOffsets: readonly [number, number, number];
  dataCapacity: number;
}

export const DEFAULT_MSR_LAYOUT: MsrReportLayout = {
  reportId: undefined,
  statusOffsets: [0, 1, 2],
  lengthOffsets: [3, 4, 5],
  dataOffsets: [7, 117, 227],
  dataCapacity: 110,
};

export type MsrOutput =
  { kind: 'swipe'; text: string } | { kind: 'empty' } | { kind: 'error'; reason: string };

const START_SENTINELS = ['%', ';', '+'] as const;

function trackText(track: 0 | 1 | 2, data: string): string {
  const start = START_SENTINELS[track];
  const hasStart = data.startsWith(start) || (track === 2 && data.startsWith(';'));
  return `${hasStart ? '' : start}${data}${data.endsWith('?') ? '' : '?'}`;
}

/** One MSR report is one whole swipe, so this decoder needs no state. */
export function decodeHidPosMsr(report: Uint8Array, layout: MsrReportLayout = DEFAULT_MSR_LAYOUT): MsrOutput {
  const payload = reportPayload(report, layout.reportId);
  if (typeof payload === 'string') return { kind: 'error', reason: payload };
  const needed = Math.max(...layout.dataOffsets) + layout.dataCapacity;
  if (payload.length < needed) {
    return {
      kind: 'error',
      reason: `stripe report has ${payload.length} bytes, expected at least ${needed}`,
    };
  }
  let text = '';
  for (const track of [0, 1, 2] as const) {
    const status = payload[layout.statusOffsets[track]] ?? 0;
    const length = payload[layout.lengthOffsets[track]] ?? 0;
    if (status !== 0) {
      text += `${START_SENTINELS[track]}E?`;
      continue;
    }
    if (length === 0) continue;
    if (length > layout.dataCapacity) {
      return {
        kind: 'error',
        reason: `track ${track + 1} length ${length} exceeds its ${layout.dataCapacity}-byte field`,
      };
    }
    const start = layout.dataOffsets[track];
    text += trackText(track, bytesToText(payload.subarray(start, start + length)));
  }
  return text === '' ? { kind: 'empty' } : { kind: 'swipe', text };
}
