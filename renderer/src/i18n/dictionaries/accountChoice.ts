import { dictionary } from '../dictionary';

/** F2/F3 with several accounts: which one to pay from or award to; a deposit's line. */
export const accountChoiceStrings = dictionary({
  en: {
    choosePay: 'Pay with bonuses from which account?',
    chooseAward: 'Award bonuses to which account?',
    how: 'Press the account’s digit or tap it.',
    typed: (amount: string) => `Amount ${amount}: it goes to the account picked.`,
    available: (amount: string) => `available ${amount}`,
    deposit: 'A deposit: bonuses are not paid from or awarded to it here.',
  },
  ru: {
    choosePay: 'С какого бонусного счёта оплатить?',
    chooseAward: 'На какой бонусный счёт начислить бонусы?',
    how: 'Нажмите цифру бонусного счёта или коснитесь его.',
    typed: (amount: string) => `Сумма ${amount}: она перейдёт на выбранный счёт.`,
    available: (amount: string) => `доступно ${amount}`,
    deposit: 'Депозит: оплата бонусами и начисление бонусов на него здесь не проводятся.',
  },
});
