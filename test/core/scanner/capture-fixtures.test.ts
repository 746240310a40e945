import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCapture } from '../../../core/scanner/capture';
import { decodeOutputLine, replayCapture } from '../../../core/scanner/capture-replay';
import { buildCaptureFixtures } from '../../../scripts/fixtures/capture-fixtures';

const DIR = join(import.meta.dirname, '../../fixtures/captures');
const decode = (name: string) => {
  const capture = parseCapture(readFileSync(join(DIR, name), 'utf8'));
  return {
    problems: capture.problems,
    lines: replayCapture(capture).map((e) => JSON.parse(decodeOutputLine(e))),
  };
};
const card = (key: string, entry = 'barCode') => ({ type: 'card', entry, key });

describe('capture fixtures', () => {
  it('are what scripts/make-captures.ts generates', () => {
    const built = buildCaptureFixtures();
    expect(readdirSync(DIR).sort()).toEqual(Object.keys(built).sort());
    for (const [name, content] of Object.entries(built))
      expect(readFileSync(join(DIR, name), 'utf8')).toBe(content);
  });

  it('keyboard-mode stripe reader: tracks 1+2 give the track 2 content; a loyalty stripe; a bad swipe', () => {
    expect(decode('kbd-stripe-reader.capture')).toEqual({
      problems: [],
      lines: [
        card('6789012345678901=29121010000', 'trackCode'),
        card('0001234567', 'trackCode'),
        { error: 'badSwipe', masked: '…', reason: 'track 2 read error' },
      ],
    });
  });

  it('keyboard-mode bar code scanner: EAN-13, EAN-8, digits, Tab suffix, idle-gap end; wrong check digits rejected', () => {
    const { problems, lines } = decode('kbd-barcode-scanner.capture');
    expect(problems).toEqual([]);
    expect(lines).toEqual([
      card('4006381333931'),
      card('96385074'),
      card('0001234567'),
      { error: 'unrecognised', masked: '…3932', reason: 'gtin check digit mismatch (rule "ean-13")' },
      card('036000291452'),
      card('5901234123457'),
      { error: 'unrecognised', masked: '…1234', reason: 'gtin check digit mismatch (rule "ean-8")' },
    ]);
  });

  it('HID POS scanner: a QR over two reports is the guest token; symbology decides QR vs bar code', () => {
    expect(decode('pos-barcode-scanner.capture').lines).toEqual([
      {
        type: 'qrGuest',
        entry: 'qrCode',
        key: 'https://guest.example.com/t/3f9c2a7e-5d41-4b8e-9a6f-1c2d3e4f5a6b?v=1&sig=Zm9vYmFy',
      },
      card('4006381333931'),
      card('LC-000123'),
      { type: 'qrGuest', entry: 'qrCode', key: '4006381333931' },
    ]);
  });

  it("the vendor's card form, from a keyboard-mode and a HID POS reader: the key is the whole track 2", () => {
    expect(decode('kbd-and-pos-vendor-card.capture')).toEqual({
      problems: [],
      lines: [card('66666600000011=2012', 'trackCode'), card('66666600000011=2012', 'trackCode')],
    });
  });

  it('HID POS stripe reader: with and without sentinels; a failed track 2 is a bad swipe; an empty swipe too', () => {
    expect(decode('pos-stripe-reader.capture').lines).toEqual([
      card('6789012345678901=2912101', 'trackCode'),
      card('0001234567', 'trackCode'),
      { error: 'badSwipe', masked: '…?;E?', reason: 'track 2 read error' },
      { error: 'badSwipe', masked: '', reason: 'swipe with no track data' },
    ]);
  });

  it('rollover, held and repeated keys, Shift held, Caps Lock; a phantom state makes the scan incomplete', () => {
    expect(decode('kbd-rollover-held-keys.capture').lines).toEqual([
      card('1122334455'),
      { type: 'qrGuest', entry: 'qrCode', key: 'QR-AbC-42' },
      {
        error: 'incomplete',
        masked: '…',
        reason: 'keyboard rollover error (too many keys down): keys may have been lost',
      },
    ]);
  });

  it('noise: malformed lines are reported with their line numbers; reports give errors, never a token', () => {
    const { problems, lines } = decode('noise.capture');
    expect(problems.map((p) => p.line)).toEqual([89, 90, 91, 92, 93, 94]);
    expect(problems[3]?.message).toBe('report bytes are neither hex pairs nor "unplugged"');
    expect(lines.length).toBeGreaterThan(30);
    expect(lines.every((line) => 'error' in line)).toBe(true);
    expect(new Set(lines.map((line) => line.error))).toEqual(new Set(['incomplete', 'badSwipe']));
  });

  it('a reader unplugged mid-scan gives incomplete scans, never a token of the partial data', () => {
    expect(decode('unplugged-mid-scan.capture').lines).toEqual([
      { error: 'incomplete', masked: '…', reason: 'the reader was unplugged in the middle of a scan' },
      card('0001234567', 'trackCode'),
      { error: 'incomplete', masked: '…1c2d', reason: 'the reader was unplugged in the middle of a scan' },
      {
        error: 'incomplete',
        masked: '…',
        reason: 'the reader stopped with a key still down (unplugged in the middle of a scan?)',
      },
    ]);
  });
});
