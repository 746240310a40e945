import { dictionary } from '../dictionary';

/** The cashier's limits on bonuses (issue 40), a manager's to change (Settings). */
export const moneyGuardsStrings = dictionary({
  en: {
    title: "Cashier's limits",
    hint: "What a cashier may do with bonuses on their own. They apply once the terminal has a manager; beyond them a manager's PIN, typed at the till, lets one operation through.",
    goodwill: 'Awards without a bill, per cashier per shift',
    goodwillHint:
      "What one cashier may award without a bill (goodwill) in one shift; more needs a manager's PIN. 0: every award without a bill needs one.",
    awards: 'Bills one guest may be awarded on per shift',
    awardsHint:
      "The next award to the same guest in the shift needs a manager's PIN: a cashier's own card swiped on guests' bills shows this way.",
    bill: 'Largest bill without a manager',
    billHint: "A bill above this amount needs a manager's PIN before anything is paid or awarded on it.",
    phonePin: 'A guest found by a typed phone number may pay with bonuses by typing their own PIN',
    phonePinHint:
      "When off, such a guest pays only with their app's QR scanned now, or with a manager's PIN.",
    notAmount: 'Enter an amount such as 1000 or 250.50, or 0',
    notPositive: 'Enter an amount such as 30000 or 250.50',
    notWhole: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
  },
  ru: {
    title: 'Ограничения кассира',
    hint: 'Что кассир может делать с бонусами сам. Действуют, когда у терминала есть менеджер; сверх них одну операцию пропускает ПИН-код менеджера, введённый прямо на кассе.',
    goodwill: 'Начисления без счёта, на кассира за смену',
    goodwillHint:
      'Сколько один кассир может начислить без счёта (в качестве компенсации) за смену; больше — с ПИН-кодом менеджера. 0: любое начисление без счёта — только с ним.',
    awards: 'Счетов с начислением одному гостю за смену',
    awardsHint:
      'Следующее начисление тому же гостю в эту смену — с ПИН-кодом менеджера: так видно, если кассир проводит свою карту на счетах гостей.',
    bill: 'Наибольший счёт без менеджера',
    billHint:
      'Счёт больше этой суммы требует ПИН-кода менеджера, прежде чем по нему что-то оплатить или начислить.',
    phonePin: 'Гость, найденный по набранному номеру телефона, может оплатить бонусами, введя свой ПИН-код',
    phonePinHint:
      'Если выключено, такой гость платит, только показав QR-код своего приложения сейчас, или с ПИН-кодом менеджера.',
    notAmount: 'Введите сумму, например 1000 или 250,50, или 0',
    notPositive: 'Введите сумму, например 30000 или 250,50',
    notWhole: (min: number, max: number) => `Введите целое число от ${min} до ${max}`,
    save: 'Сохранить',
    saving: 'Сохранение…',
    saved: 'Сохранено',
  },
});
