import { describe, expect, it } from 'vitest';
import { fromLocalInput, momentTime, toLocalInput } from '../../src/tables/moment';

describe('the moment of the table map', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');

  it('asks for the current load without a time, and for offsets from now', () => {
    expect(momentTime({ kind: 'now' }, now)).toBeUndefined();
    expect(momentTime({ kind: 'offset', minutes: 30 }, now)).toBe('2026-11-23T12:30:00.000Z');
    expect(momentTime({ kind: 'offset', minutes: 60 }, now)).toBe('2026-11-23T13:00:00.000Z');
  });

  it('reads the datetime-local input as local wall time, and writes it back the same', () => {
    const at = fromLocalInput('2026-11-23T18:30')!;
    expect(at.getHours()).toBe(18);
    expect(at.getMinutes()).toBe(30);
    expect(toLocalInput(at)).toBe('2026-11-23T18:30');
    expect(momentTime({ kind: 'chosen', at }, now)).toBe(at.toISOString());
  });

  it('refuses what is not a datetime-local value', () => {
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('2026-11-23')).toBeUndefined();
    expect(fromLocalInput('tomorrow')).toBeUndefined();
  });
});
