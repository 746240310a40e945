import { describe, expect, it } from 'vitest';
import { momentTime } from '../../src/tables/moment';
import {
  TIME_SHAPE,
  combine,
  dateShape,
  editField,
  formatDate,
  formatTime,
  parseDate,
  parseTime,
  shapeDigits,
  stepDate,
  stepTime,
} from '../../src/tables/moment-field';

describe('the moment of the table map', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');

  it('asks for the current load without a time, and for offsets from now', () => {
    expect(momentTime({ kind: 'now' }, now)).toBeUndefined();
    expect(momentTime({ kind: 'offset', minutes: 30 }, now)).toBe('2026-11-23T12:30:00.000Z');
    expect(momentTime({ kind: 'offset', minutes: 60 }, now)).toBe('2026-11-23T13:00:00.000Z');
  });

  it('asks for a chosen moment as the instant of its local wall time', () => {
    const at = combine({ year: 2026, month: 11, day: 23 }, { hours: 18, minutes: 30 });
    expect([at.getHours(), at.getMinutes(), at.getDate()]).toEqual([18, 30, 23]);
    expect(momentTime({ kind: 'chosen', at }, now)).toBe(at.toISOString());
  });
});

describe('the chosen date and time fields', () => {
  const ru = dateShape('.');
  const en = dateShape('/');

  it('group the digits typed with the language’s separator, never one at the end, extra digits dropped', () => {
    expect(shapeDigits('2', ru)).toBe('2');
    expect(shapeDigits('24', ru)).toBe('24');
    expect(shapeDigits('241', ru)).toBe('24.1');
    expect(shapeDigits('24112026', ru)).toBe('24.11.2026');
    expect(shapeDigits('241120269', ru)).toBe('24.11.2026');
    expect(shapeDigits('24a11/2026', en)).toBe('24/11/2026');
    expect(shapeDigits('1930', TIME_SHAPE)).toBe('19:30');
    expect(shapeDigits('193', TIME_SHAPE)).toBe('19:3');
  });

  it('keep the caret after the same digit, and a Backspace over a separator takes the digit before it', () => {
    // "24.1|1" -> a 5 typed after the first 1: "24.15|1" -> "24.15.1", caret after the 5.
    expect(editField('24.11', '24.151', 5, ru, false)).toEqual({ value: '24.15.1', caret: 5 });
    // "24.|11" Backspace removes the dot only: the 4 goes with it.
    expect(editField('24.11', '2411', 2, ru, true)).toEqual({ value: '21.1', caret: 1 });
    // An ordinary Backspace at the end.
    expect(editField('19:30', '19:3', 4, TIME_SHAPE, true)).toEqual({ value: '19:3', caret: 4 });
  });

  it('read only whole calendar dates from 2000 and times of the day', () => {
    expect(parseDate('24.11.2026', ru)).toEqual({ year: 2026, month: 11, day: 24 });
    expect(parseDate('24/11/2026', en)).toEqual({ year: 2026, month: 11, day: 24 });
    expect(parseDate('24/11/2026', ru)).toBeUndefined();
    expect(parseDate('31.02.2026', ru)).toBeUndefined();
    expect(parseDate('29.02.2028', ru)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('24.11.26', ru)).toBeUndefined();
    expect(parseDate('00.11.2026', ru)).toBeUndefined();
    expect(parseDate('', ru)).toBeUndefined();
    expect(parseTime('19:30')).toEqual({ hours: 19, minutes: 30 });
    expect(parseTime('00:00')).toEqual({ hours: 0, minutes: 0 });
    expect(parseTime('24:00')).toBeUndefined();
    expect(parseTime('19:60')).toBeUndefined();
    expect(parseTime('7:30')).toBeUndefined();
  });

  it('write a moment back as dd.mm.yyyy (dd/mm/yyyy) and 24 h', () => {
    const at = new Date(2026, 10, 4, 7, 5);
    expect(formatDate(at, ru)).toBe('04.11.2026');
    expect(formatDate(at, en)).toBe('04/11/2026');
    expect(formatTime(new Date(2026, 10, 4, 19, 5))).toBe('19:05');
  });

  it('step a day across the month and the year, and a quarter of an hour round the clock', () => {
    const today = new Date(2026, 10, 24, 19, 20);
    expect(stepDate('30.11.2026', ru, 1, today)).toBe('01.12.2026');
    expect(stepDate('01.01.2027', ru, -1, today)).toBe('31.12.2026');
    expect(stepDate('', ru, 1, today)).toBe('25.11.2026');
    expect(stepTime('19:20', 1, today)).toBe('19:30');
    expect(stepTime('19:20', -1, today)).toBe('19:15');
    expect(stepTime('19:30', 1, today)).toBe('19:45');
    expect(stepTime('23:50', 1, today)).toBe('00:00');
    expect(stepTime('00:00', -1, today)).toBe('23:45');
    expect(stepTime('', 1, today)).toBe('19:30');
  });
});
