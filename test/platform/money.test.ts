import { describe, expect, it } from 'vitest';
import { formatCents, fromCents, toCents } from '../../electron/platform/money';

describe('money', () => {
  it.each([
    [12.5, 1250],
    [0.01, 1],
    [1000, 100000],
    [0.1 + 0.2 - 0.0000000000000000555, 30],
    [19.99, 1999],
    [-3.07, -307],
  ])('toCents(%s) = %s', (amount, cents) => expect(toCents(amount)).toBe(cents));

  it.each([0.001, 1.005, Number.NaN, Infinity, -Infinity, 1e14])('refuses %s', (amount) =>
    expect(toCents(amount)).toBeUndefined(),
  );

  it('round-trips and formats without float noise', () => {
    expect(fromCents(toCents(1234.56)!)).toBe(1234.56);
    expect(formatCents(123456)).toBe('1234.56');
    expect(formatCents(-5)).toBe('-0.05');
  });
});
