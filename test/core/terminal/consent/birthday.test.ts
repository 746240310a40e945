import { describe, expect, it } from 'vitest';
import { ageOn, birthdayOf, birthdayProblem, daysToBirthday } from '../../../../common/guest/birthday';

describe('a guest’s birthday (issue 43)', () => {
  it('is a day of the calendar, not to come, at most 120 years ago', () => {
    const today = '2026-12-03';
    expect(birthdayProblem('1990-02-31', today)).toBe('notADate');
    expect(birthdayProblem('1990-13-01', today)).toBe('notADate');
    expect(birthdayProblem('2000-02-29', today)).toBeUndefined();
    expect(birthdayProblem('2001-02-29', today)).toBe('notADate');
    expect(birthdayProblem('2026-12-04', today)).toBe('future');
    expect(birthdayProblem('2026-12-03', today)).toBeUndefined();
    expect(birthdayProblem('1905-12-04', today)).toBeUndefined();
    expect(birthdayProblem('1905-12-03', today)).toBe('tooOld');
  });

  it('gives the age in whole years and the days to the next birthday', () => {
    expect(ageOn('1985-03-14', '2026-03-13')).toBe(40);
    expect(ageOn('1985-03-14', '2026-03-14')).toBe(41);
    expect(daysToBirthday('1985-12-03', '2026-12-03')).toBe(0);
    expect(daysToBirthday('1985-12-10', '2026-12-03')).toBe(7);
    expect(daysToBirthday('1985-12-02', '2026-12-03')).toBe(364);
    expect(daysToBirthday('2000-02-29', '2027-02-27')).toBe(1);
    expect(daysToBirthday('1990-01-01', '2026-12-30')).toBe(2);
  });

  it('reads the platform’s ISO text and epoch milliseconds as the same day, midnight in any zone', () => {
    expect(birthdayOf('1991-07-15T00:00:00.000Z')).toBe('1991-07-15');
    expect(birthdayOf('1991-07-14T21:00:00.000Z')).toBe('1991-07-15');
    expect(birthdayOf('1991-07-15T00:00:00+03:00')).toBe('1991-07-15');
    expect(birthdayOf(Date.UTC(1991, 6, 15))).toBe('1991-07-15');
    expect(birthdayOf(Date.UTC(1991, 6, 14, 21))).toBe('1991-07-15');
    expect(birthdayOf('not a date')).toBeUndefined();
    expect(birthdayOf(undefined)).toBeUndefined();
  });
});
