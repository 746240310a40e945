import { describe, expect, it } from 'vitest';
import { gtinCheckDigitValid, luhnValid } from '../../../common/scanner/check-digit';
import { classifyManual, classifyScan } from '../../../core/scanner/classify';
import { isWholeSwipe, parseSwipe } from '../../../common/scanner/magstripe';
import { NUMBER_ONLY_STRIPE, parseRules } from '../../../common/scanner/rules';
import type { ScanSource } from '../../../common/scanner/scan-outcome';

const scan = (text: string, symbology?: string, source: ScanSource = 'hid-kbd') =>
  classifyScan({ text, source, symbology });
const tokenOf = (text: string, symbology?: string) => {
  const event = scan(text, symbology);
  return event.kind === 'token' ? event.token : event.kind;
};
const card = (key: string, entry: 'trackCode' | 'barCode' = 'barCode') => ({ type: 'card', entry, key });

describe('magnetic stripe classification', () => {
  it('takes the whole track 2 content, else the track 1 number, else the track content', () => {
    expect(tokenOf('%B6789012345678901^IVANOV/IVAN^2912101?;6789012345678901=2912101?')).toEqual(
      card('6789012345678901=2912101', 'trackCode'),
    );
    expect(tokenOf(';66666600000011=2012?')).toEqual(card('66666600000011=2012', 'trackCode'));
    expect(tokenOf('%B6789012345678901^IVANOV/IVAN^2912101?')).toEqual(card('6789012345678901', 'trackCode'));
    expect(tokenOf(';0001234567?')).toEqual(card('0001234567', 'trackCode'));
    expect(tokenOf('%LOYALTY 42?')).toEqual(card('LOYALTY 42', 'trackCode'));
    expect(tokenOf('+0099887766?')).toEqual(card('0099887766', 'trackCode'));
  });

  it('the number-only rule a restaurant can choose takes the number before "=" on track 2', () => {
    const numberOnly = parseRules({ stripe: NUMBER_ONLY_STRIPE });
    const numberOf = (text: string) => classifyScan({ text, source: 'hid-kbd' }, numberOnly);
    expect(numberOf(';66666600000011=2012?')).toMatchObject({ token: card('66666600000011', 'trackCode') });
    expect(numberOf(';0001234567?')).toMatchObject({ token: card('0001234567', 'trackCode') });
    expect(numberOf('%B6789012345678901^IVANOV/IVAN^2912101?')).toMatchObject({
      token: card('6789012345678901', 'trackCode'),
    });
  });

  it('reports read errors as bad swipes, never falling back from a failed track 2 to track 1', () => {
    for (const text of ['%E?', ';E?', '+E?', '%E?;E?', '%B6789012345678901^IVANOV/IVAN^2912101?;E?']) {
      expect(scan(text)).toMatchObject({ kind: 'badSwipe', source: 'hid-kbd' });
    }
    expect(scan('%B6789012345678901^X^29?;E?')).toEqual({
      kind: 'badSwipe',
      masked: '…?;E?',
      source: 'hid-kbd',
      reason: 'track 2 read error',
    });
    expect(tokenOf('%E?;0001234567?+E?')).toEqual(card('0001234567', 'trackCode'));
  });

  it('a swipe cut before its end sentinel is a bad swipe (swipe again), not an unknown code', () => {
    for (const text of [
      ';0001234567',
      ';66666600000011=2012',
      '%B6789012345678901^IVANOV',
      '%B67^X^29?;00012',
      '+0099',
    ]) {
      expect(scan(text, undefined, 'wedge'), text).toEqual({
        kind: 'badSwipe',
        masked: expect.any(String),
        source: 'wedge',
        reason: 'swipe cut before its end sentinel',
      });
    }
    expect(JSON.stringify(scan(';0001234567'))).not.toContain('0001234567');
    // Not cut: a whole swipe, a code that does not begin with a sentinel, a bar code scanner's Code 128.
    expect(tokenOf(';0001234567?')).toEqual(card('0001234567', 'trackCode'));
    expect(scan('0001234567;')).not.toMatchObject({ kind: 'badSwipe' });
    expect(tokenOf(';ABC-1', ']C0')).toEqual(card(';ABC-1'));
  });

  it('parses tracks by sentinel; a second ";" track is track 3', () => {
    expect(parseSwipe(';1=2?;3?')).toEqual([
      { track: 2, content: '1=2', readError: false },
      { track: 3, content: '3', readError: false },
    ]);
    expect(parseSwipe(';123')).toBeUndefined();
    expect(parseSwipe('x;1?')).toBeUndefined();
    expect(scan(';?')).toMatchObject({ kind: 'unrecognised', reason: 'stripe data matched no key rule' });
  });

  it('a whole swipe: every track begun has ended', () => {
    expect(isWholeSwipe('%B1^A^?')).toBe(true);
    expect(isWholeSwipe('%B1^A^?;1=2?')).toBe(true);
    expect(isWholeSwipe('%B1^A^?;1=2')).toBe(false);
    expect(isWholeSwipe(';1=2?x')).toBe(false);
    expect(isWholeSwipe('https://example.ru/g?id=1')).toBe(false);
  });
});

describe('bar code and QR classification', () => {
  it('accepts EAN-13, EAN-8 and UPC-A with a correct check digit, key as printed', () => {
    expect(tokenOf('4006381333931')).toEqual(card('4006381333931'));
    expect(tokenOf('96385074')).toEqual(card('96385074'));
    expect(tokenOf('036000291452')).toEqual(card('036000291452'));
    expect(tokenOf('4006381333931', ']E0')).toEqual(card('4006381333931'));
  });

  it('rejects a wrong check digit instead of passing it on as digits or a QR', () => {
    for (const text of ['4006381333932', '96385075', '036000291453']) {
      expect(scan(text)).toMatchObject({
        kind: 'unrecognised',
        reason: expect.stringContaining('check digit'),
      });
    }
  });

  it('takes plain digit codes and Code 128 as printed', () => {
    expect(tokenOf('0001234567')).toEqual(card('0001234567'));
    expect(tokenOf('LC-000123', ']C0')).toEqual(card('LC-000123'));
    expect(tokenOf('4006381333932', ']C0')).toEqual(card('4006381333932'));
    expect(tokenOf('12345678901234', ']I0')).toEqual(card('12345678901234'));
  });

  it('a HID POS QR is the guest token whatever it holds; from a keyboard device the leftover printable text is', () => {
    expect(tokenOf('4006381333931', ']Q1')).toEqual({
      type: 'qrGuest',
      entry: 'qrCode',
      key: '4006381333931',
    });
    expect(tokenOf('https://guest.example/q/AbC123')).toEqual({
      type: 'qrGuest',
      entry: 'qrCode',
      key: 'https://guest.example/q/AbC123',
    });
  });

  it('from a keyboard device, a broken stripe (sentinel but no end) is not taken for a QR: swipe again', () => {
    expect(scan(';00012')).toMatchObject({ kind: 'badSwipe', reason: 'swipe cut before its end sentinel' });
    expect(scan('%B1234^NAME')).toMatchObject({ kind: 'badSwipe' });
    expect(tokenOf(';00012', ']Q1')).toEqual({ type: 'qrGuest', entry: 'qrCode', key: ';00012' });
  });

  it('refuses a key longer than the platform accepts (512 characters)', () => {
    expect(tokenOf(`https://guest.example/${'a'.repeat(490)}`)).toMatchObject({ type: 'qrGuest' });
    expect(scan(`https://guest.example/${'a'.repeat(491)}`)).toEqual({
      kind: 'unrecognised',
      masked: '…aaaa',
      source: 'hid-kbd',
      reason: 'key longer than 512 characters',
    });
  });

  it('anything else is unrecognised, with only a mask of the data', () => {
    expect(scan('\u0001\u0002garbage-1234', undefined, 'hid-pos')).toEqual({
      kind: 'unrecognised',
      masked: '…1234',
      source: 'hid-pos',
      reason: 'no rule matched',
    });
    expect(scan('   ')).toMatchObject({ kind: 'unrecognised' });
    expect(scan('ABC', ']d2')).toMatchObject({ kind: 'unrecognised' });
  });

  it('follows site rules: a custom pattern with a named key group', () => {
    const rules = parseRules({
      scans: [
        {
          name: 'site-card',
          pattern: '^CARD:(?<number>\\d{6})$',
          key: 'number',
          token: { type: 'card', entry: 'barCode' },
        },
      ],
    });
    expect(classifyScan({ text: 'CARD:123456', source: 'wedge' }, rules)).toEqual({
      kind: 'token',
      token: card('123456'),
      source: 'wedge',
      rule: 'site-card',
    });
    expect(classifyScan({ text: 'https://x', source: 'wedge' }, rules)).toMatchObject({
      kind: 'unrecognised',
    });
  });
});

describe('manual entry', () => {
  it('normalises telephone numbers to digits with the country code', () => {
    for (const text of [
      '+7 (916) 123-45-67',
      '8 916 123 45 67',
      '89161234567',
      '9161234567',
      '79161234567',
      ' 8(916)1234567 ',
    ]) {
      expect(classifyManual(text)).toEqual({
        kind: 'token',
        token: { type: 'phone', entry: 'manual', key: '79161234567' },
        source: 'manual',
        rule: 'phone',
      });
    }
    expect(classifyManual('+375 29 123-45-67')).toMatchObject({
      token: { type: 'phone', key: '375291234567' },
    });
  });

  it('takes short digit strings as PINs, and rejects the rest with a mask', () => {
    expect(classifyManual('1234')).toEqual({
      kind: 'token',
      token: { type: 'pin', entry: 'manual', key: '1234' },
      source: 'manual',
      rule: 'pin',
    });
    expect(classifyManual('4951234567')).toEqual({
      kind: 'unrecognised',
      masked: '…4567',
      source: 'manual',
      reason: 'neither a telephone number nor a PIN',
    });
    expect(classifyManual('12')).toMatchObject({ kind: 'unrecognised', masked: '…' });
    expect(classifyManual('+7 916 abc')).toMatchObject({ kind: 'unrecognised' });
  });

  it('uses the configured country code, trunk prefix and PIN pattern', () => {
    const rules = parseRules({
      manual: {
        phone: { countryCode: '375', trunkPrefix: '', nationalLength: 9, nationalPattern: '^(25|29|33|44)' },
        pin: { pattern: '^\\d{8}$' },
      },
    });
    expect(classifyManual('291234567', rules)).toMatchObject({
      token: { type: 'phone', key: '375291234567' },
    });
    expect(classifyManual('12345678', rules)).toMatchObject({ token: { type: 'pin', key: '12345678' } });
    expect(classifyManual('1234', rules)).toMatchObject({ kind: 'unrecognised' });
  });
});

describe('helpers', () => {
  it('check digits', () => {
    expect(gtinCheckDigitValid('4006381333931')).toBe(true);
    expect(gtinCheckDigitValid('4006381333930')).toBe(false);
    expect(gtinCheckDigitValid('abc')).toBe(false);
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
});

describe('the rule that matched (shown by the readers’ check)', () => {
  it('names the stripe rule: the whole track 2 by default, the number before "=" when chosen', () => {
    expect(scan(';66666600000011=2012?')).toMatchObject({ rule: 'track2-content' });
    expect(scan('%B6789012345678901^IVANOV/IVAN^2912101?')).toMatchObject({ rule: 'track1-number' });
    expect(scan('%LOYALTY 42?')).toMatchObject({ rule: 'track-content' });
    const numberOnly = parseRules({ stripe: NUMBER_ONLY_STRIPE });
    expect(classifyScan({ text: ';66666600000011=2012?', source: 'wedge' }, numberOnly)).toMatchObject({
      token: card('66666600000011', 'trackCode'),
      rule: 'track2-number',
    });
  });

  it('names the scan rule of a bar code or QR code, and the manual rule of a phone or PIN', () => {
    expect(scan('4006381333931', ']E0')).toMatchObject({ rule: 'ean-13' });
    expect(scan('0001234567')).toMatchObject({ rule: 'digits' });
    expect(scan('guest-app:3f9c2a7e', ']Q1')).toMatchObject({ rule: 'guest-qr' });
    expect(scan('guest-app:3f9c2a7e')).toMatchObject({ rule: 'guest-qr-keyboard' });
    expect(classifyManual('89161234567')).toMatchObject({ rule: 'phone' });
    expect(classifyManual('4821')).toMatchObject({ rule: 'pin' });
  });

  it('names no rule when none matched', () => {
    expect(scan('\u0001')).not.toHaveProperty('rule');
  });
});
