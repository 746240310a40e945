import { dictionary } from '../dictionary';

export const correctionStrings = dictionary({
  en: {
    legend: 'Why?',
    paidInMoney: 'Paid in money instead',
    wrongGuest: 'Wrong guest',
    wrongAmount: 'Wrong amount',
    duplicate: 'Duplicate',
    other: 'Other',
    note: 'Note',
    noteNeeded: 'Say why in the note',
    noteOptional: 'Note (optional)',
    noteLimit: (max: number) => `at most ${max} characters`,
    managerNext: "A manager's PIN is asked next.",
  },
  ru: {
    legend: 'Почему?',
    paidInMoney: 'Оплачено деньгами',
    wrongGuest: 'Не тот гость',
    wrongAmount: 'Не та сумма',
    duplicate: 'Повтор',
    other: 'Другое',
    note: 'Пояснение',
    noteNeeded: 'Напишите причину в пояснении',
    noteOptional: 'Пояснение (необязательно)',
    noteLimit: (max: number) => `не больше ${max} символов`,
    managerNext: 'Дальше нужен ПИН-код менеджера.',
  },
});
