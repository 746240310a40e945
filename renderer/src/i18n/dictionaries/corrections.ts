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
    cardNeeded: (card: string) => `The guest's card is needed: card ${card}`,
    cardNeededHow:
      'The terminal no longer keeps the card this operation was made with. Swipe or scan it: the manager’s PIN given stands.',
    cardMismatch: (card: string) =>
      `That is not the card the operation was made with: card ${card} is needed`,
    reasonPicked: (reason: string) => `Reason: ${reason}`,
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
    cardNeeded: (card: string) => `Нужна карта гостя: карта ${card}`,
    cardNeededHow:
      'Терминал больше не хранит карту, с которой провели операцию. Проведите или отсканируйте её: ПИН-код менеджера вводить снова не нужно.',
    cardMismatch: (card: string) => `Это не та карта, с которой провели операцию: нужна карта ${card}`,
    reasonPicked: (reason: string) => `Причина: ${reason}`,
  },
});
