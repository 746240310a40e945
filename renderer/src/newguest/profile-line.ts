import type { ConsentState } from '../../../common/contract/index';
import { ageOn, daysToBirthday, localDate } from '../../../common/guest/birthday';

/** A week: how early the card says a birthday is coming. */
export const BIRTHDAY_SOON_DAYS = 7;

/** The birthday on the guest's card: the date, the age, and the days to it when within a week. */
export interface BirthdayLine {
  date: string;
  age: number;
  /** 0: today; 1 to 7: in so many days; absent: further off. */
  soon?: number;
}

export function birthdayLine(birthday: string | undefined, now = Date.now()): BirthdayLine | undefined {
  if (birthday === undefined) return undefined;
  const today = localDate(now);
  const age = ageOn(birthday, today);
  const days = daysToBirthday(birthday, today);
  if (age === undefined || days === undefined) return undefined;
  return { date: birthday, age, ...(days <= BIRTHDAY_SOON_DAYS ? { soon: days } : {}) };
}

/** The consent states the card marks: advertising given needs no mark. */
export function consentMark(state: ConsentState | undefined): 'noMarketing' | 'withdrawn' | undefined {
  switch (state) {
    case 'noMarketing':
    case 'withdrawn':
      return state;
    case 'marketing':
    case undefined:
      return undefined;
  }
}
