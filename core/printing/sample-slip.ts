import type { Language, ReportPlace, SlipSample } from '../../common/contract/index';
import type { SlipData, SlipHold } from './slip-data';

const SAMPLE_NAMES: Record<Language, { cashier: string; guest: string; account: string }> = {
  ru: { cashier: 'Анна', guest: 'Иван', account: 'Бонусные баллы' },
  en: { cashier: 'Anna', guest: 'Ivan', account: 'Bonus points' },
};

/** The sample's holds: 617,25 paid and 30,86 awarded (settled or waiting), or the payment moved back. */
function sampleHolds(sample: SlipSample, account: string): SlipHold[] {
  switch (sample) {
    case 'bill':
      return [
        { kind: 'debit', standing: 'done', amountCents: 61_725, accountName: account },
        {
          kind: 'credit',
          standing: 'done',
          amountCents: 3_086,
          accountName: account,
          balanceAfterCents: 41_361,
        },
      ];
    case 'waiting':
      return [
        { kind: 'debit', standing: 'queued', amountCents: 61_725, accountName: account },
        { kind: 'credit', standing: 'queued', amountCents: 3_086, accountName: account },
      ];
    case 'reversal':
      return [
        {
          kind: 'reverse',
          reverses: 'debit',
          standing: 'done',
          amountCents: 61_725,
          accountName: account,
          balanceAfterCents: 100_000,
        },
      ];
  }
}

/** A made-up slip for the settings' preview: a bill of 1 234,50, half paid with bonuses, 5 % awarded on the rest. */
export function sampleSlip(language: Language, sample: SlipSample, place: ReportPlace, at: number): SlipData {
  const names = SAMPLE_NAMES[language];
  return {
    ...place,
    at,
    cashier: names.cashier,
    bill: '1234',
    billCents: sample === 'reversal' ? null : 123_450,
    guestFirstName: names.guest,
    cardLastFour: '4567',
    holds: sampleHolds(sample, names.account),
    copy: false,
  };
}
