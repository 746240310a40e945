export function pick<T>(random: () => number, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export interface PersonName {
  firstName: string;
  lastName: string;
  middleName?: string;
  sex: 'male' | 'female';
}

/** [male, female] surname forms. */
const RUSSIAN_SURNAMES: readonly (readonly [string, string])[] = [
  ['Смирнов', 'Смирнова'],
  ['Кузнецов', 'Кузнецова'],
  ['Попов', 'Попова'],
  ['Васильев', 'Васильева'],
  ['Соколов', 'Соколова'],
  ['Михайлов', 'Михайлова'],
  ['Новиков', 'Новикова'],
  ['Фёдоров', 'Фёдорова'],
  ['Морозов', 'Морозова'],
  ['Волков', 'Волкова'],
  ['Алексеев', 'Алексеева'],
  ['Лебедев', 'Лебедева'],
  ['Семёнов', 'Семёнова'],
  ['Егоров', 'Егорова'],
  ['Павлов', 'Павлова'],
  ['Козлов', 'Козлова'],
  ['Степанов', 'Степанова'],
  ['Николаев', 'Николаева'],
  ['Орлов', 'Орлова'],
  ['Жуковский', 'Жуковская'],
];
const RUSSIAN_MALE = [
  'Александр',
  'Дмитрий',
  'Максим',
  'Сергей',
  'Андрей',
  'Алексей',
  'Артём',
  'Илья',
  'Кирилл',
  'Михаил',
];
const RUSSIAN_FEMALE = [
  'Анна',
  'Мария',
  'Елена',
  'Ольга',
  'Наталья',
  'Екатерина',
  'Татьяна',
  'Юлия',
  'Ирина',
  'Дарья',
];
/** [male, female] patronymic forms. */
const PATRONYMICS: readonly (readonly [string, string])[] = [
  ['Александрович', 'Александровна'],
  ['Дмитриевич', 'Дмитриевна'],
  ['Сергеевич', 'Сергеевна'],
  ['Андреевич', 'Андреевна'],
  ['Михайлович', 'Михайловна'],
  ['Игоревич', 'Игоревна'],
  ['Петрович', 'Петровна'],
  ['Николаевич', 'Николаевна'],
];
const LATIN: readonly PersonName[] = [
  { firstName: 'John', lastName: 'Smith', sex: 'male' },
  { firstName: 'Emma', lastName: 'Müller', sex: 'female' },
  { firstName: 'Lukas', lastName: 'Novak', sex: 'male' },
  { firstName: 'Sofia', lastName: 'García', sex: 'female' },
  { firstName: 'Marco', lastName: 'Rossi', sex: 'male' },
  { firstName: 'Anna', lastName: 'Kowalski', sex: 'female' },
  { firstName: 'Pierre', lastName: 'Dubois', sex: 'male' },
  { firstName: 'Ingrid', lastName: 'Jensen', sex: 'female' },
  { firstName: 'Sean', lastName: "O'Brien", sex: 'male' },
  { firstName: 'Yuki', lastName: 'Nakamura', sex: 'female' },
];

/** A Russian name with patronymic, or (one time in four) a Latin name without one. */
export function randomName(random: () => number): PersonName {
  if (random() < 0.25) {
    const latin = pick(random, LATIN);
    return { ...latin, lastName: random() < 0.5 ? latin.lastName : pick(random, LATIN).lastName };
  }
  const female = random() < 0.5;
  const form = female ? 1 : 0;
  return {
    lastName: pick(random, RUSSIAN_SURNAMES)[form],
    firstName: pick(random, female ? RUSSIAN_FEMALE : RUSSIAN_MALE),
    middleName: pick(random, PATRONYMICS)[form],
    sex: female ? 'female' : 'male',
  };
}

/** `+7 9XX XXX-XX-XX` written as people do, built from a 9-digit subscriber number. */
export function russianPhone(subscriber: number): string {
  const d = String(subscriber % 1_000_000_000).padStart(9, '0');
  return `+7 9${d.slice(0, 2)} ${d.slice(2, 5)}-${d.slice(5, 7)}-${d.slice(7, 9)}`;
}
