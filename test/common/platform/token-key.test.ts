import { describe, expect, it } from 'vitest';
import { maskKey, normalizeTokenKey } from '../../../common/platform/token-key';

describe('maskKey: the one mask of a token key or scanned text', () => {
  it('shows the last four characters of a text of eight or more', () => {
    expect(maskKey('6789012345678901')).toBe('…8901');
    expect(maskKey('12345678')).toBe('…5678');
  });

  it('shows nothing of a shorter text (a PIN), and nothing at all of an empty one', () => {
    expect(maskKey('1234567')).toBe('…');
    expect(maskKey('1234')).toBe('…');
    expect(maskKey('')).toBe('');
  });

  it('never shows control characters', () => {
    expect(maskKey('abcdefg\u0007\n')).toBe('…fg\uFFFD\uFFFD');
  });
});

describe('normalizeTokenKey', () => {
  it('trims every key and drops the separators and leading + of a phone only', () => {
    expect(normalizeTokenKey('phone', ' +7 (916) 123-45-67 ')).toBe('79161234567');
    expect(normalizeTokenKey('card', ' 12-34 ')).toBe('12-34');
  });
});
