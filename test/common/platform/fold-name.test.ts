import { describe, expect, it } from 'vitest';
import { foldName } from '../../../common/platform/fold-name';

describe('foldName', () => {
  it('reads ё as е, in both cases', () => {
    expect(foldName('Ёлкина Алёна')).toBe('елкина алена');
    expect(foldName('ЕЛКИНА')).toBe(foldName('Ёлкина'));
  });

  it('lower-cases the whole of Unicode and leaves other letters alone', () => {
    expect(foldName('ÉCOLE Йод Straße')).toBe('école йод straße');
    expect(foldName('')).toBe('');
  });
});
