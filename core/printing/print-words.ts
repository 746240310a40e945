import type { ControlCheck, Language } from '../../common/contract/index';
import type { SlipStanding } from './slip-data';

/** The words of slips and reports, one dictionary per language (cp866 has no «» or em dash). */
export interface PrintWords {
  copy: string;
  till: string;
  cashier: string;
  bill: string;
  guest: string;
  card: string;
  billTotal: string;
  paid: string;
  leftToPay: string;
  awarded: string;
  reversedPaid: string;
  reversedAwarded: string;
  balanceAfter: string;
  standing: Record<Exclude<SlipStanding, 'done'>, string>;
  reportTitle: { x: string; z: string };
  shift: string;
  openedAt: string;
  closedAt: string;
  bills: string;
  queued: string;
  unknown: string;
  refused: string;
  reversals: string;
  discarded: string;
  control: string;
  check: Record<ControlCheck, string>;
  byCashier: string;
  printedBy: string;
  testTitle: string;
  testLine: string;
}

const ru: PrintWords = {
  copy: 'КОПИЯ',
  till: 'Касса',
  cashier: 'Кассир',
  bill: 'Счёт',
  guest: 'Гость',
  card: 'карта',
  billTotal: 'Сумма счёта',
  paid: 'Оплачено бонусами',
  leftToPay: 'К оплате',
  awarded: 'Начислено',
  reversedPaid: 'Отмена оплаты',
  reversedAwarded: 'Отмена начисления',
  balanceAfter: 'Баланс',
  standing: {
    queued: 'ожидает отправки',
    unknown: 'результат уточняется',
    refused: 'отклонено',
    cancelled: 'аннулировано',
    reversed: 'отменено',
  },
  reportTitle: { x: 'X-ОТЧЁТ', z: 'Z-ОТЧЁТ' },
  shift: 'Смена',
  openedAt: 'Открыта',
  closedAt: 'Закрыта',
  bills: 'Счета',
  queued: 'Ожидают отправки',
  unknown: 'Результат уточняется',
  refused: 'Отклонены',
  reversals: 'Отмены',
  discarded: 'Аннулированы',
  control: 'Контроль',
  check: {
    awardWithoutBill: 'Начисления без счёта',
    awardOverRule: 'Начисления сверх правила',
    repeatAward: 'Повторные начисления',
    billException: 'Счета с разрешением',
    paidWithoutCard: 'Оплата без карты',
    manualCard: 'Карта введена вручную',
    reversal: 'Отмены',
    discard: 'Аннулирования',
  },
  byCashier: 'Кассир',
  printedBy: 'напечатал',
  testTitle: 'ПРОБНАЯ ПЕЧАТЬ',
  testLine: 'Русский текст: съешь же ещё этих мягких французских булок',
};

const en: PrintWords = {
  copy: 'COPY',
  till: 'Till',
  cashier: 'Cashier',
  bill: 'Bill',
  guest: 'Guest',
  card: 'card',
  billTotal: 'Bill total',
  paid: 'Paid with bonuses',
  leftToPay: 'Left to pay',
  awarded: 'Awarded',
  reversedPaid: 'Payment reversed',
  reversedAwarded: 'Award cancelled',
  balanceAfter: 'Balance',
  standing: {
    queued: 'waiting to be sent',
    unknown: 'outcome being checked',
    refused: 'refused',
    cancelled: 'discarded',
    reversed: 'reversed',
  },
  reportTitle: { x: 'X REPORT', z: 'Z REPORT' },
  shift: 'Shift',
  openedAt: 'Opened',
  closedAt: 'Closed',
  bills: 'Bills',
  queued: 'Waiting to be sent',
  unknown: 'Outcome being checked',
  refused: 'Refused',
  reversals: 'Reversals',
  discarded: 'Discarded',
  control: 'Control',
  check: {
    awardWithoutBill: 'Awards without a bill',
    awardOverRule: 'Awards above the rule',
    repeatAward: 'Repeat awards',
    billException: 'Bills let through',
    paidWithoutCard: 'Paid without the card',
    manualCard: 'Card typed by hand',
    reversal: 'Reversals',
    discard: 'Discards',
  },
  byCashier: 'Cashier',
  printedBy: 'printed by',
  testTitle: 'TEST PRINT',
  testLine: 'The quick brown fox jumps over the lazy dog',
};

export const PRINT_WORDS: Record<Language, PrintWords> = { ru, en };
