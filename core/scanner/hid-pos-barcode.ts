import { bytesToText } from './bytes-text';
import { reportPayload } from '../../common/scanner/report-id';

/**
 * Decoder for HID Point of Sale bar code scanner input reports (usage page 0x8C, "Scanned Data Report").
 * Default layout, as sent by Honeywell, Access-IS and most scanners in "HID POS" mode (64-byte report):
 *
 *   byte 0      report id (2)
 *   byte 1      number of decoded data bytes in this report (0..56)
 *   byte 2-4    symbology identifier: the AIM id, e.g. `]Q1` QR, `]E0` EAN-13/UPC-A, `]E4` EAN-8, `]C0` Code 128;
 *               zeros when the scanner does not send one
 *   byte 5-60   decoded data (56 bytes, the unused tail padded with zeros)
 *   byte 61-62  vendor symbology id, reserved (ignored)
 *   byte 63     bit 0 set: more data follows in the next report (a long code spans several reports)
 *
 * Offsets in {@link BarcodeReportLayout} count from the byte after the report id, so vendors that differ
 * (another report id, a longer data field) are a configuration change.
 */

export interface BarcodeReportLayout {
  /** Report id of scanned-data reports; undefined when the device does not number its reports. */
  reportId?: number | undefined;
  lengthOffset: number;
  symbologyOffset: number;
  symbologyLength: number;
  dataOffset: number;
  dataCapacity: number;
  moreDataOffset: number;
  moreDataMask: number;
}

export const DEFAULT_BARCODE_LAYOUT: BarcodeReportLayout = {
  reportId: 2,
  lengthOffset: 0,
  symbologyOffset: 1,
  symbologyLength: 3,
  dataOffset: 4,
  dataCapacity: 56,
  moreDataOffset: 62,
  moreDataMask: 0x01,
};

export type BarcodeOutput =
  | { kind: 'scan'; text: string; symbology: string | undefined }
  /** A report that could not be used; `abandoned` holds data of a multi-report scan it cut short. */
  | { kind: 'error'; reason: string; abandoned?: string };

export interface BarcodeState {
  /** A multi-report scan waiting for its next report. */
  readonly pending?: { readonly bytes: readonly number[]; readonly symbology: string | undefined };
}

export const INITIAL_BARCODE_STATE: BarcodeState = {};

const SUFFIX = /[\r\n\t]+$/;

function symbologyOf(payload: Uint8Array, layout: BarcodeReportLayout): string | undefined {
  const raw = payload.subarray(layout.symbologyOffset, layout.symbologyOffset + layout.symbologyLength);
  const id = String.fromCharCode(...raw).replace(/\0+$/, '');
  return id === '' || id.startsWith('\0') ? undefined : id;
}

export function pendingText(state: BarcodeState): string | undefined {
  return state.pending ? bytesToText(Uint8Array.from(state.pending.bytes)) : undefined;
}

export function stepHidPosBarcode(
  state: BarcodeState,
  report: Uint8Array,
  layout: BarcodeReportLayout = DEFAULT_BARCODE_LAYOUT,
): { state: BarcodeState; output: BarcodeOutput[] } {
  const fail = (reason: string) => {
    const abandoned = pendingText(state);
    const output: BarcodeOutput =
      abandoned === undefined ? { kind: 'error', reason } : { kind: 'error', reason, abandoned };
    return { state: INITIAL_BARCODE_STATE, output: [output] };
  };
  const payload = reportPayload(report, layout.reportId);
  if (typeof payload === 'string') return fail(payload);
  const needed = Math.max(
    layout.moreDataOffset + 1,
    layout.dataOffset + layout.dataCapacity,
    layout.lengthOffset + 1,
  );
  if (payload.length < needed)
    return fail(`bar code report has ${payload.length} bytes, expected at least ${needed}`);

  const length = payload[layout.lengthOffset] ?? 0;
  if (length > layout.dataCapacity) {
    return fail(`bar code report claims ${length} data bytes, the field holds ${layout.dataCapacity}`);
  }
  const more = ((payload[layout.moreDataOffset] ?? 0) & layout.moreDataMask) !== 0;
  const data = payload.subarray(layout.dataOffset, layout.dataOffset + length);
  const symbology = state.pending ? state.pending.symbology : symbologyOf(payload, layout);
  const bytes = [...(state.pending?.bytes ?? []), ...data];

  if (more) return { state: { pending: { bytes, symbology } }, output: [] };
  if (bytes.length === 0) return { state: INITIAL_BARCODE_STATE, output: [] };
  const text = bytesToText(Uint8Array.from(bytes)).replace(SUFFIX, '');
  return { state: INITIAL_BARCODE_STATE, output: [{ kind: 'scan', text, symbology }] };
}
