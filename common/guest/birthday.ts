/**
 * A guest's birthday as a calendar date (`1985-03-14`, no time, no zone): checked the same way by
 * the contract and the new-guest form, and read on the guest's card (age, days to the next one).
 */

/** The oldest age a birthday may give (issue 43). */
export const MAX_AGE_YEARS = 120;

/** Why a birthday is refused: not a day of the calendar (31.02), a day still to come, over 120 years ago. */
export type BirthdayProblem = 'notADate' | 'future' | 'tooOld';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

interface Day {
  year: number;
  month: number;
  day: number;
}

function partsOf(text: string): Day | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31.02 over into March: a real day comes back as itself.
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day)
    return undefined;
  return { year, month, day };
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** `2026-12-03`: the local calendar date of a moment (the till's today). */
export function localDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Whole years from the birthday to `today` (both `YYYY-MM-DD`); undefined when either is no date. */
export function ageOn(birthday: string, today: string): number | undefined {
  const born = partsOf(birthday);
  const now = partsOf(today);
  if (!born || !now) return undefined;
  const hadBirthday = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (hadBirthday ? 0 : 1);
}

export function birthdayProblem(text: string, today: string): BirthdayProblem | undefined {
  const born = partsOf(text);
  if (!born) return 'notADate';
  if (text > today) return 'future';
  const age = ageOn(text, today);
  return age !== undefined && age > MAX_AGE_YEARS ? 'tooOld' : undefined;
}

/** The birthday's day in a year; 29 February is kept on 28 February in a year without it. */
function birthdayIn(year: number, born: Day): number {
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  const day = born.month === 2 && born.day === 29 && !leap ? 28 : born.day;
  return Date.UTC(year, born.month - 1, day);
}

/** Days from `today` to the next birthday: 0 on the day itself, 1 tomorrow. */
export function daysToBirthday(birthday: string, today: string): number | undefined {
  const born = partsOf(birthday);
  const now = partsOf(today);
  if (!born || !now) return undefined;
  const todayMs = Date.UTC(now.year, now.month - 1, now.day);
  let next = birthdayIn(now.year, born);
  if (next < todayMs) next = birthdayIn(now.year + 1, born);
  return Math.round((next - todayMs) / DAY_MS);
}

/**
 * The calendar date of a platform's `dateOfBirth`, ISO text (customerInfo) or epoch milliseconds
 * (filterCustomers): taken to the nearest UTC midnight, so that a midnight written in any zone
 * within ±12 hours gives its own day (our server keeps `1990-05-06T00:00+03:00` as
 * `1990-05-05T21:00Z`, which is still 6 May).
 */
export function birthdayOf(dateOfBirth: unknown): string | undefined {
  const ms = typeof dateOfBirth === 'string' ? Date.parse(dateOfBirth) : dateOfBirth;
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return undefined;
  const at = new Date(Math.floor((ms + DAY_MS / 2) / DAY_MS) * DAY_MS);
  if (Number.isNaN(at.getTime())) return undefined;
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}
