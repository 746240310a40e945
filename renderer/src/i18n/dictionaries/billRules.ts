import { dictionary } from '../dictionary';

/** The venue's rules for a bill, per account type (Settings). */
export const billRulesStrings = dictionary({
  en: {
    title: 'Bill rules',
    hint: 'What the bill dialog proposes and the most it lets through, per account type. Leave both shares empty for no rule: then nothing is proposed and a typed amount is taken as it is.',
    none: 'No account type is known yet: swipe a guest once, and their account types appear here.',
    maxPay: 'Largest share of a bill payable with bonuses, %',
    award: 'Award, % of what is paid in money',
    rounding: 'Rounding of the award',
    minBill: 'No award for a bill below',
    maxUsage: (value: string) =>
      `The loyalty server sends a limit of ${value} for this account type without saying what it limits. The terminal does not apply it: payments with bonuses are limited by the share set here.`,
    'cent-down': 'to the kopeck, down',
    'cent-halfUp': 'to the kopeck, half up',
    'cent-up': 'to the kopeck, up',
    'whole-down': 'to the rouble, down',
    'whole-halfUp': 'to the rouble, half up',
    'whole-up': 'to the rouble, up',
    notPercent: 'A share from 0 to 100 with at most two decimals.',
    notAmount: 'An amount, or empty for every bill.',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
  },
  ru: {
    title: 'Правила счёта',
    hint: 'Что предлагает окно счёта и сколько оно пропускает, для каждого вида бонусного счёта. Оставьте обе доли пустыми, чтобы правил не было: тогда ничего не предлагается и введённая сумма принимается как есть.',
    none: 'Виды бонусных счетов пока неизвестны: проведите карту гостя, и его бонусные счета появятся здесь.',
    maxPay: 'Наибольшая доля счёта для оплаты бонусами, %',
    award: 'Начисление, % от оплаты деньгами',
    rounding: 'Округление начисления',
    minBill: 'Не начислять за счёт меньше',
    maxUsage: (value: string) =>
      `Сервер лояльности присылает для этого вида бонусного счёта ограничение ${value}, не сообщая, что оно ограничивает. Терминал его не применяет: оплату бонусами ограничивает доля, заданная здесь.`,
    'cent-down': 'до копейки, вниз',
    'cent-halfUp': 'до копейки, математически',
    'cent-up': 'до копейки, вверх',
    'whole-down': 'до рубля, вниз',
    'whole-halfUp': 'до рубля, математически',
    'whole-up': 'до рубля, вверх',
    notPercent: 'Доля от 0 до 100, не больше двух знаков после запятой.',
    notAmount: 'Сумма или пусто — для любого счёта.',
    save: 'Сохранить',
    saving: 'Сохранение…',
    saved: 'Сохранено',
  },
});
