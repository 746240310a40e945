import { describe, expect, it } from 'vitest';
import { centsOf, toContractAmount } from '../../src/money/contract-amount';

describe('crossing the contract', () => {
  it('turns hundredths into the contract number only at the end', () => {
    expect(toContractAmount(435)).toBe(4.35);
    expect(toContractAmount(99_999_999_999)).toBe(999_999_999.99);
  });

  it('reads the core’s amounts back into hundredths', () => {
    expect(centsOf(1000)).toBe(100_000);
    expect(centsOf(4.35)).toBe(435);
    expect(centsOf(0.07)).toBe(7);
    expect(centsOf(1250.5)).toBe(125_050);
    expect(centsOf(-2.5)).toBe(-250);
    expect(() => centsOf(Number.NaN)).toThrow(RangeError);
  });
});
