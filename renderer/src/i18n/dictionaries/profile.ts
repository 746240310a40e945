import { dictionary } from '../dictionary';
import { ruCount } from '../ru-count';

/** The guest's profile on the card (issue 43): the birthday, the age and the days to the next one. */
export const profileStrings = dictionary({
  en: {
    birthday: (date: string, age: number) => `born ${date}, age ${age}`,
    birthdayToday: 'birthday today',
    birthdayIn: (days: number) => `birthday in ${days} ${days === 1 ? 'day' : 'days'}`,
  },
  ru: {
    birthday: (date: string, age: number) =>
      `род. ${date}, ${ruCount(age, { one: 'год', few: 'года', many: 'лет' })}`,
    birthdayToday: 'день рождения сегодня',
    birthdayIn: (days: number) =>
      `день рождения через ${ruCount(days, { one: 'день', few: 'дня', many: 'дней' })}`,
  },
});
