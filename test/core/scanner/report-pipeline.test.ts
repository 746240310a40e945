import { describe, expect, it } from 'vitest';
import { createReportPipeline } from '../../../core/scanner/report-pipeline';
import type { ReportPipeline } from '../../../core/scanner/report-pipeline';
import {
  encodeBarcodeScan,
  encodeKeyboardText,
  encodeMsrSwipe,
  keyboardReport,
} from '../../../core/scanner/report-encoders';
import { ScanAssembler, summariseErrors } from '../../../common/scanner/scan-assembler';
import type { ScanOutcome } from '../../../common/scanner/scan-outcome';

/** Pushes reports `stepMs` apart from `startMs`; returns the events and the time of the last report. */
function feed(pipeline: ReportPipeline, reports: Uint8Array[], startMs = 0, stepMs = 2) {
  const events: ScanOutcome[] = [];
  let at = startMs;
  reports.forEach((report, i) => {
    at = startMs + i * stepMs;
    events.push(...pipeline.push(report, at));
  });
  return { events, at };
}
const token = (type: string, entry: string, key: string, source: string, rule: string) => ({
  kind: 'token',
  token: { type, entry, key },
  source,
  rule,
});

describe('scan assembler', () => {
  it('ends scans on Enter or Tab, ignores an empty suffix, and ends on the idle gap', () => {
    const assembler = new ScanAssembler(50);
    expect(
      assembler.push(
        [
          { kind: 'char', char: '1' },
          { kind: 'end', key: 'Tab' },
          { kind: 'end', key: 'Enter' },
        ],
        0,
      ),
    ).toEqual([{ kind: 'complete', text: '1' }]);
    assembler.push([{ kind: 'char', char: '2' }], 10);
    expect(assembler.flush(59)).toEqual([]);
    expect(assembler.pending).toBe(true);
    expect(assembler.flush(60)).toEqual([{ kind: 'complete', text: '2' }]);
    expect(assembler.pending).toBe(false);
  });

  it('keeps the data of a scan with an error and finishes it as incomplete; abort does the same', () => {
    const assembler = new ScanAssembler();
    assembler.push(
      [
        { kind: 'char', char: 'a' },
        { kind: 'error', reason: 'bad' },
        { kind: 'char', char: 'b' },
      ],
      0,
    );
    expect(assembler.push([{ kind: 'end', key: 'Enter' }], 1)).toEqual([
      { kind: 'incomplete', text: 'ab', reason: 'bad' },
    ]);
    assembler.push([{ kind: 'char', char: 'c' }], 2);
    expect(assembler.abort('gone')).toEqual([{ kind: 'incomplete', text: 'c', reason: 'gone' }]);
    expect(assembler.abort('gone')).toEqual([]);
  });

  it('summarises long error lists', () => {
    expect(summariseErrors(['a', 'b', 'a', 'c', 'd', 'e'])).toBe('a; b; c (and 3 more)');
    expect(summariseErrors(['a'])).toBe('a');
  });
});

describe('report pipelines', () => {
  it('keyboard: a suffixless scan ends on flush after the idle gap, or when the next report comes late', () => {
    const pipeline = createReportPipeline('kbd', { idleGapMs: 30 });
    const { events, at } = feed(pipeline, encodeKeyboardText('0001234567'));
    expect(events).toEqual([]);
    expect(pipeline.flush(at + 29)).toEqual([]);
    expect(pipeline.flush(at + 30)).toEqual([token('card', 'barCode', '0001234567', 'hid-kbd', 'digits')]);
    feed(pipeline, encodeKeyboardText('96385074'), 1000);
    expect(feed(pipeline, encodeKeyboardText('x'), 5000).events).toEqual([
      token('card', 'barCode', '96385074', 'hid-kbd', 'ean-8'),
    ]);
  });

  it('keyboard: with requireSuffix, a scan ended by the idle gap was cut short: incomplete', () => {
    const pipeline = createReportPipeline('kbd', { idleGapMs: 30, requireSuffix: true });
    const { at } = feed(pipeline, encodeKeyboardText(';00012'));
    expect(pipeline.flush(at + 30)).toEqual([
      {
        kind: 'incomplete',
        masked: '…',
        source: 'hid-kbd',
        reason: 'no Enter or Tab from the reader within 30 ms',
      },
    ]);
    expect(feed(pipeline, encodeKeyboardText('96385074', { suffix: 'Enter' }), 1000).events).toEqual([
      token('card', 'barCode', '96385074', 'hid-kbd', 'ean-8'),
    ]);
  });

  it('keyboard: a reader that goes quiet with a key down was cut off: incomplete, not a shorter token', () => {
    const pipeline = createReportPipeline('kbd');
    const { at } = feed(pipeline, [...encodeKeyboardText('12345'), keyboardReport(0, [0x23])]);
    expect(pipeline.flush(at + 100)).toEqual([
      {
        kind: 'incomplete',
        masked: '…',
        source: 'hid-kbd',
        reason: 'the reader stopped with a key still down (unplugged in the middle of a scan?)',
      },
    ]);
  });

  it('keyboard: abort reports the partial scan as incomplete and resets the decoder', () => {
    const pipeline = createReportPipeline('kbd');
    feed(pipeline, [keyboardReport(0, [0x1e])]);
    expect(pipeline.abort('unplugged')).toEqual([
      { kind: 'incomplete', masked: '…', source: 'hid-kbd', reason: 'unplugged' },
    ]);
    // The same key pressed after the reader came back types again.
    expect(
      feed(
        pipeline,
        [
          keyboardReport(0, [0x1e]),
          keyboardReport(0, []),
          ...encodeKeyboardText('23456', { suffix: 'Enter' }),
        ],
        10,
      ).events,
    ).toEqual([token('card', 'barCode', '123456', 'hid-kbd', 'digits')]);
  });

  it('bar code: a multi-report scan whose continuation never comes is incomplete after the gap', () => {
    const pipeline = createReportPipeline('pos', { idleGapMs: 40 });
    const [first] = encodeBarcodeScan('q'.repeat(70), ']Q1');
    pipeline.push(first ?? new Uint8Array(), 0);
    expect(pipeline.pending).toBe(true);
    expect(pipeline.flush(39)).toEqual([]);
    expect(pipeline.flush(40)).toEqual([
      {
        kind: 'incomplete',
        masked: '…qqqq',
        source: 'hid-pos',
        reason: 'the scanner announced more data but sent none for 40 ms',
      },
    ]);
    expect(pipeline.pending).toBe(false);
  });

  it('bar code: classifies with the symbology; a bad report is an incomplete event', () => {
    const pipeline = createReportPipeline('pos');
    expect(feed(pipeline, encodeBarcodeScan('LC-1', ']C0')).events).toEqual([
      token('card', 'barCode', 'LC-1', 'hid-pos', 'code-128'),
    ]);
    expect(pipeline.push(Uint8Array.of(9), 100)).toEqual([
      { kind: 'incomplete', masked: '', source: 'hid-pos', reason: 'unexpected report id 9 (expected 2)' },
    ]);
  });

  it('stripe: one report per swipe', () => {
    const pipeline = createReportPipeline('msr');
    expect(pipeline.push(encodeMsrSwipe({ 2: ';0001234567?' }), 0)).toEqual([
      token('card', 'trackCode', '0001234567', 'hid-msr', 'track2-content'),
    ]);
    expect(pipeline.pending).toBe(false);
    expect(pipeline.abort('x')).toEqual([]);
  });
});
