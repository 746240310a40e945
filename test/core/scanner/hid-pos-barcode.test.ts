import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BARCODE_LAYOUT,
  INITIAL_BARCODE_STATE,
  stepHidPosBarcode,
} from '../../../core/scanner/hid-pos-barcode';
import type { BarcodeOutput, BarcodeReportLayout } from '../../../core/scanner/hid-pos-barcode';
import { encodeBarcodeScan } from '../../../core/scanner/report-encoders';

function decodeAll(reports: Uint8Array[], layout?: BarcodeReportLayout): BarcodeOutput[] {
  let state = INITIAL_BARCODE_STATE;
  const out: BarcodeOutput[] = [];
  for (const report of reports) {
    const step = stepHidPosBarcode(state, report, layout);
    state = step.state;
    out.push(...step.output);
  }
  return out;
}

describe('HID POS bar code decoder', () => {
  it('decodes the documented 64-byte layout: report id 2, length, AIM id, data, more-data flag', () => {
    const report = new Uint8Array(64);
    report.set([2, 13, ...Buffer.from(']E0'), ...Buffer.from('4006381333931')]);
    expect(decodeAll([report])).toEqual([{ kind: 'scan', text: '4006381333931', symbology: ']E0' }]);
  });

  it("joins a scan spread over several reports, keeping the first report's symbology", () => {
    const payload = 'x'.repeat(56) + 'y'.repeat(56) + 'tail';
    const reports = encodeBarcodeScan(payload, ']Q1');
    expect(reports).toHaveLength(3);
    expect(reports.map((r) => r[63])).toEqual([1, 1, 0]);
    expect(decodeAll(reports)).toEqual([{ kind: 'scan', text: payload, symbology: ']Q1' }]);
  });

  it('decodes UTF-8 payloads even when a character is split across reports', () => {
    const payload = `${'a'.repeat(55)}ж-guest`;
    expect(decodeAll(encodeBarcodeScan(payload, ']Q1'))).toEqual([
      { kind: 'scan', text: payload, symbology: ']Q1' },
    ]);
  });

  it('has no symbology when the scanner sends none, and drops a CR/LF/Tab suffix configured on the scanner', () => {
    expect(decodeAll(encodeBarcodeScan('12345\r\n', undefined))).toEqual([
      { kind: 'scan', text: '12345', symbology: undefined },
    ]);
  });

  it('reports truncated reports, impossible lengths and foreign report ids, handing back an abandoned partial scan', () => {
    const [first] = encodeBarcodeScan('z'.repeat(60), ']Q1');
    expect(decodeAll([Uint8Array.of(2, 5, 0x5d)])).toEqual([
      { kind: 'error', reason: 'bar code report has 2 bytes, expected at least 63' },
    ]);
    const tooLong = new Uint8Array(64);
    tooLong.set([2, 57]);
    expect(decodeAll([tooLong])).toEqual([
      { kind: 'error', reason: 'bar code report claims 57 data bytes, the field holds 56' },
    ]);
    const foreign = new Uint8Array(64);
    foreign[0] = 4;
    expect(decodeAll([first ?? new Uint8Array(), foreign])).toEqual([
      { kind: 'error', reason: 'unexpected report id 4 (expected 2)', abandoned: 'z'.repeat(56) },
    ]);
  });

  it('follows a vendor layout given as configuration', () => {
    const layout: BarcodeReportLayout = {
      ...DEFAULT_BARCODE_LAYOUT,
      reportId: undefined,
      dataCapacity: 8,
      dataOffset: 4,
      moreDataOffset: 12,
      moreDataMask: 0x80,
    };
    const reports = encodeBarcodeScan('ABCDEFGHIJ', ']C0', layout);
    expect(reports.map((r) => r.length)).toEqual([13, 13]);
    expect(reports[0]?.[12]).toBe(0x80);
    expect(decodeAll(reports, layout)).toEqual([{ kind: 'scan', text: 'ABCDEFGHIJ', symbology: ']C0' }]);
  });
});
