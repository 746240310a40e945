import { describe, expect, it } from 'vitest';
import { DEFAULT_MSR_LAYOUT, decodeHidPosMsr } from '../../../core/scanner/hid-pos-msr';
import type { MsrReportLayout } from '../../../core/scanner/hid-pos-msr';
import { encodeMsrSwipe } from '../../../core/scanner/report-encoders';

describe('HID POS magnetic stripe decoder', () => {
  it('decodes the 337-byte layout: statuses, lengths, encode type, three 110-byte track fields', () => {
    const report = new Uint8Array(337);
    report.set([0, 0, 0, 0, 12, 0, 0]);
    report.set(Buffer.from(';0001234567?'), 117);
    expect(decodeHidPosMsr(report)).toEqual({ kind: 'swipe', text: ';0001234567?' });
  });

  it('adds missing sentinels so the text reads like a keyboard-mode swipe', () => {
    expect(decodeHidPosMsr(encodeMsrSwipe({ 1: 'B1234^NAME^2912', 2: '1234=2912', 3: '0099' }))).toEqual({
      kind: 'swipe',
      text: '%B1234^NAME^2912?;1234=2912?+0099?',
    });
  });

  it('turns a failed track into %E? / ;E? / +E?, and a swipe with nothing into empty', () => {
    expect(decodeHidPosMsr(encodeMsrSwipe({ 1: 'error', 2: ';1?', 3: 'error' }))).toEqual({
      kind: 'swipe',
      text: '%E?;1?+E?',
    });
    expect(decodeHidPosMsr(encodeMsrSwipe({}))).toEqual({ kind: 'empty' });
  });

  it('reports truncated reports and lengths beyond the field', () => {
    expect(decodeHidPosMsr(new Uint8Array(100))).toEqual({
      kind: 'error',
      reason: 'stripe report has 100 bytes, expected at least 337',
    });
    const report = encodeMsrSwipe({ 2: '1' });
    report[4] = 111;
    expect(decodeHidPosMsr(report)).toEqual({
      kind: 'error',
      reason: 'track 2 length 111 exceeds its 110-byte field',
    });
  });

  it('follows a configured layout with a report id', () => {
    const layout: MsrReportLayout = {
      ...DEFAULT_MSR_LAYOUT,
      reportId: 1,
      dataOffsets: [7, 47, 87],
      dataCapacity: 40,
    };
    const report = encodeMsrSwipe({ 2: '42' }, layout);
    expect(report).toHaveLength(128);
    expect(decodeHidPosMsr(report, layout)).toEqual({ kind: 'swipe', text: ';42?' });
    expect(decodeHidPosMsr(report.subarray(1), layout)).toMatchObject({ kind: 'error' });
  });
});
