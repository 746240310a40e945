import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCaptureRecord, parseCapture } from '../../../core/scanner/capture';
import { replayCapture } from '../../../core/scanner/capture-replay';
import { encodeKeyboardText } from '../../../core/scanner/report-encoders';

const ROOT = join(import.meta.dirname, '../../..');

describe('capture format', () => {
  it('parses records, fractional times, comments, report-id directives and unplug marks', () => {
    const capture = parseCapture(
      [
        '# a capture',
        '# report-id: pos=3, kbd=none',
        '0 kbd 0000040000000000   # the a key',
        '1.25 pos 03ff',
        '2.5 msr unplugged',
        '',
      ].join('\r\n'),
    );
    expect(capture.problems).toEqual([]);
    expect(capture.reportIds).toEqual({ pos: 3, kbd: undefined });
    expect(capture.records).toEqual([
      { line: 3, ms: 0, format: 'kbd', kind: 'report', bytes: Uint8Array.of(0, 0, 4, 0, 0, 0, 0, 0) },
      { line: 4, ms: 1.25, format: 'pos', kind: 'report', bytes: Uint8Array.of(3, 255) },
      { line: 5, ms: 2.5, format: 'msr', kind: 'unplugged' },
    ]);
  });

  it('reports each malformed line with its number and keeps the others', () => {
    const capture = parseCapture(
      [
        '5 kbd 00',
        '# report-id: pos=x',
        '4 kbd 00',
        '6 kbd',
        '7 kbd 0',
        '-1 kbd 00',
        '8 usb 00',
        '9 kbd 0000',
      ].join('\n'),
    );
    expect(capture.problems).toEqual([
      { line: 2, message: 'bad report-id setting "pos=x" (expected e.g. pos=2 or kbd=none)' },
      { line: 3, message: 'time 4 goes back (previous 5)' },
      { line: 4, message: 'expected "<ms> <source> <hex>", got 2 field(s)' },
      { line: 5, message: 'report bytes are neither hex pairs nor "unplugged"' },
      { line: 6, message: 'bad time "-1"' },
      { line: 7, message: 'unknown source "usb" (expected kbd, pos or msr)' },
    ]);
    expect(capture.records.map((r) => r.line)).toEqual([1, 8]);
  });

  it('formats records that parse back to the same bytes', () => {
    const reports = encodeKeyboardText('7;', { suffix: 'Enter' });
    const text = reports.map((r, i) => formatCaptureRecord(i * 1.3333333, 'kbd', r)).join('\n');
    expect(text.split('\n')[1]).toBe('1.333 kbd 0000000000000000');
    expect(parseCapture(text).records.map((r) => (r.kind === 'report' ? [...r.bytes] : []))).toEqual(
      reports.map((r) => [...r]),
    );
  });

  it('replay uses the directive report id', () => {
    const reports = encodeKeyboardText('0001234567', { suffix: 'Enter', reportId: 1 });
    const text = ['# report-id: kbd=1', ...reports.map((r, i) => formatCaptureRecord(i, 'kbd', r))].join(
      '\n',
    );
    expect(replayCapture(parseCapture(text))).toEqual([
      {
        kind: 'token',
        token: { type: 'card', entry: 'barCode', key: '0001234567' },
        source: 'hid-kbd',
        rule: 'digits',
      },
    ]);
  });
});

describe('scan:decode', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/scan-decode.ts'), ...args], {
      encoding: 'utf8',
      cwd: ROOT,
    });

  it('prints one JSON object per scan and exits 0', () => {
    const result = run('test/fixtures/captures/kbd-stripe-reader.capture');
    expect(result.status).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      '{"type":"card","entry":"trackCode","key":"6789012345678901=29121010000"}',
      '{"type":"card","entry":"trackCode","key":"0001234567"}',
      '{"error":"badSwipe","masked":"…","reason":"track 2 read error"}',
    ]);
  });

  it('reports malformed lines on stderr with their numbers, still decodes the rest, exits 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scan-decode-'));
    const file = join(dir, 'mixed.capture');
    const reports = encodeKeyboardText('96385074', { suffix: 'Enter' });
    writeFileSync(
      file,
      ['garbage', ...reports.map((r, i) => formatCaptureRecord(i + 1, 'kbd', r))].join('\n'),
    );
    const result = run(file);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain(`${file}:1: expected "<ms> <source> <hex>", got 1 field(s)`);
    expect(result.stdout).toBe('{"type":"card","entry":"barCode","key":"96385074"}\n');
  });

  it('exits non-zero only when the file cannot be read', () => {
    const result = run('/nonexistent/file.capture');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('cannot read /nonexistent/file.capture');
  });

  it('applies a rules file, and refuses a bad one naming the rule', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scan-rules-'));
    const good = join(dir, 'good.json');
    writeFileSync(
      good,
      JSON.stringify({
        scans: [{ name: 'nothing', pattern: '^$', token: { type: 'card', entry: 'barCode' } }],
      }),
    );
    expect(
      run('--rules', good, 'test/fixtures/captures/kbd-barcode-scanner.capture').stdout.split('\n')[0],
    ).toBe('{"error":"unrecognised","masked":"…3931","reason":"no rule matched"}');
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ scans: [{ name: 'oops', pattern: '(', token: { type: 'card', entry: 'barCode' } }] }),
    );
    const result = run('--rules', bad, 'test/fixtures/captures/kbd-barcode-scanner.capture');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('rule "oops": invalid regular expression');
  });
});

describe('scan:capture', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/scan-capture.ts'), ...args], {
      encoding: 'utf8',
      cwd: ROOT,
    });

  it('lists the HID devices without --device', () => {
    const result = run();
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('capture one with --device');
  });

  it('exits 1 naming a device that is not there, and 2 for bad arguments', () => {
    const missing = run('--device', 'ffff:fffe');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no HID device ffff:fffe');
    expect(run('--seconds', '0').status).toBe(2);
  });
});
