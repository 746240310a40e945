import type { Language } from '../../common/contract/index';
import type { SlipData } from './slip-data';

const SAMPLE_NAMES: Record<Language, { cashier: string; guest: string; account: string }> = {
  ru: { cashier: 'Анна', guest: 'Иван', account: 'Бонусные баллы' },
  en: { cashier: 'Anna', guest: 'Ivan', account: 'Bonus points' },
};

/** A made-up bill for the settings' preview: 1 234,50 paid half with bonuses, 5 % awarded on the rest. */
export function sampleSlip(
  language: Language,
  place: { venue: string | null; till: string },
  at: number,
): SlipData {
  const names = SAMPLE_NAMES[language];
  return {
    ...place,
    at,
    cashier: names.cashier,
    bill: '1234',
    billCents: 123_450,
    guestFirstName: names.guest,
    cardLastFour: '4567',
    holds: [
      { kind: 'debit', standing: 'done', amountCents: 61_725, accountName: names.account },
      {
        kind: 'credit',
        standing: 'done',
        amountCents: 3_086,
        accountName: names.account,
        balanceAfterCents: 41_361,
      },
    ],
    copy: false,
  };
}
