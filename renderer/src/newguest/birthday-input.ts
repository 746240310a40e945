import { birthdayProblem, localDate, type BirthdayProblem } from '../../../common/guest/birthday';

/** The birthday as the form holds it: day, month and year typed apart. */
export interface BirthdayInput {
  day: string;
  month: string;
  year: string;
}

export const NO_BIRTHDAY: BirthdayInput = { day: '', month: '', year: '' };

/**
 * `1991-07-15` from the three fields, undefined when all are empty (a birthday is optional);
 * a problem when one is missing, or the day is none (31.02), to come, or over 120 years ago.
 */
export function readBirthday(
  input: BirthdayInput,
  now = Date.now(),
): { date?: string; problem?: BirthdayProblem } {
  const parts = [input.day, input.month, input.year].map((part) => part.trim());
  if (parts.every((part) => part === '')) return {};
  const [day, month, year] = parts as [string, string, string];
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year))
    return { problem: 'notADate' };
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const problem = birthdayProblem(date, localDate(now));
  return problem ? { problem } : { date };
}
