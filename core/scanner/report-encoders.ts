import { keyForCharacter, usageOfCode } from '../../common/scanner/keyboard-usage';
import { DEFAULT_BARCODE_LAYOUT } from './hid-pos-barcode';
import type { BarcodeReportLayout } from './hid-pos-barcode';
import { DEFAULT_MSR_LAYOUT } from './hid-pos-msr';
import type { MsrReportLayout } from './hid-pos-msr';

/**
 * The decoders' inverse: text to the reports a reader would send. Used to generate capture fixtures, in tests
 * and in the benchmark (and usable for a simulated reader).
 */

const LEFT_SHIFT = 0x02;

function withReportId(payload: Uint8Array, reportId: number | undefined): Uint8Array {
  return reportId === undefined ? payload : Uint8Array.of(reportId, ...payload);
}

export function keyboardReport(modifiers: number, usages: readonly number[], reportId?: number): Uint8Array {
  const payload = new Uint8Array(8);
  payload[0] = modifiers;
  usages.slice(0, 6).forEach((usage, i) => (payload[2 + i] = usage));
  return withReportId(payload, reportId);
}

/** Each character as a press report then an all-keys-up report, then the suffix key, as readers type. */
export function encodeKeyboardText(
  text: string,
  options: { suffix?: 'Enter' | 'Tab' | undefined; reportId?: number } = {},
): Uint8Array[] {
  const reports: Uint8Array[] = [];
  const keys = Array.from(text).map((ch) => {
    const key = keyForCharacter(ch);
    if (key === undefined) throw new Error(`a US keyboard cannot type U+${ch.codePointAt(0)?.toString(16)}`);
    return key;
  });
  if (options.suffix !== undefined) keys.push({ code: options.suffix, shift: false });
  for (const key of keys) {
    reports.push(keyboardReport(key.shift ? LEFT_SHIFT : 0, [usageOfCode(key.code) ?? 0], options.reportId));
    reports.push(keyboardReport(0, [], options.reportId));
  }
  return reports;
}

/** A scanned-data report sequence: the data split over as many reports as needed, "more data" on all but the last. */
export function encodeBarcodeScan(
  data: Uint8Array | string,
  symbology: string | undefined,
  layout: BarcodeReportLayout = DEFAULT_BARCODE_LAYOUT,
): Uint8Array[] {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const size = Math.max(layout.moreDataOffset + 1, layout.dataOffset + layout.dataCapacity);
  const reports: Uint8Array[] = [];
  for (let start = 0; start < bytes.length || reports.length === 0; start += layout.dataCapacity) {
    const chunk = bytes.subarray(start, start + layout.dataCapacity);
    const payload = new Uint8Array(size);
    payload[layout.lengthOffset] = chunk.length;
    if (symbology !== undefined) {
      for (let i = 0; i < Math.min(symbology.length, layout.symbologyLength); i++) {
        payload[layout.symbologyOffset + i] = symbology.charCodeAt(i);
      }
    }
    payload.set(chunk, layout.dataOffset);
    if (start + layout.dataCapacity < bytes.length) payload[layout.moreDataOffset] = layout.moreDataMask;
    reports.push(withReportId(payload, layout.reportId));
  }
  return reports;
}

/** Per track: the data as the reader stores it (with or without sentinels), 'error' for a failed read, or absent. */
export type MsrTracks = Partial<Record<1 | 2 | 3, string | 'error'>>;

export function encodeMsrSwipe(tracks: MsrTracks, layout: MsrReportLayout = DEFAULT_MSR_LAYOUT): Uint8Array {
  const payload = new Uint8Array(Math.max(...layout.dataOffsets) + layout.dataCapacity);
  for (const track of [1, 2, 3] as const) {
    const data = tracks[track];
    if (data === undefined) continue;
    const i = (track - 1) as 0 | 1 | 2;
    if (data === 'error') {
      payload[layout.statusOffsets[i]] = 1;
      continue;
    }
    const bytes = new TextEncoder().encode(data).subarray(0, layout.dataCapacity);
    payload[layout.lengthOffsets[i]] = bytes.length;
    payload.set(bytes, layout.dataOffsets[i]);
  }
  return withReportId(payload, layout.reportId);
}
