import { describe, expect, it } from 'vitest';
import { parsePercent, percentText } from '../../src/bill/percent';

describe('shares in percent', () => {
  it('reads what a manager types as basis points, never through a double', () => {
    expect(parsePercent('50')).toBe(5_000);
    expect(parsePercent('2,5')).toBe(250);
    expect(parsePercent('2.55 %')).toBe(255);
    expect(parsePercent('0,07')).toBe(7);
    expect(parsePercent('100')).toBe(10_000);
    for (const bad of ['100,01', '1,234', '-5', 'abc', '', '1e2']) expect(parsePercent(bad)).toBeUndefined();
  });

  it('writes basis points back as a manager reads them', () => {
    expect(percentText(5_000, ',')).toBe('50 %');
    expect(percentText(250, ',')).toBe('2,5 %');
    expect(percentText(7, '.')).toBe('0.07 %');
  });
});
