import { dictionary } from '../dictionary';

/** The manager's panel for a hold whose history shows only look-alikes (queue screen). */
export const attributionStrings = dictionary({
  en: {
    open: 'Find in history',
    openLabel: (hold: string) => `Find ${hold} in the loyalty server's history`,
    title: "Which transaction is this operation's?",
    intro:
      "The loyalty server's answer was lost. Its history shows operations like this one, but nothing says which is this one: another till may have made the others. Compare the time and the balance, then choose.",
    theHold: 'This operation',
    candidates: "The loyalty server's history",
    id: 'Transaction',
    time: 'Time',
    amount: 'Amount',
    balanceAfter: 'Balance after',
    noBalance: 'not given',
    noneOfThese: 'None of these: the loyalty server did not apply it',
    noneExplain:
      'The operation is checked against the history once more and sent again only if the loyalty server has no trace of it.',
    noCandidates:
      'The terminal kept no transactions for this operation: choose "none of these" or discard it.',
    loading: 'Reading the history the terminal kept…',
    loadFailed: 'The transactions could not be read:',
    pin: "A manager's PIN is asked next.",
    confirm: 'Confirm',
    cancel: 'Cancel',
    chosen: (id: string) => `Transaction ${id} is now this operation's.`,
    resent: 'None of them: the operation is checked against the history again.',
  },
  ru: {
    open: 'Найти в истории',
    openLabel: (hold: string) => `Найти ${hold} в истории сервера лояльности`,
    title: 'Какая транзакция — эта операция?',
    intro:
      'Ответ сервера лояльности потерян. В истории бонусного счёта есть похожие операции, но ничто не говорит, какая из них эта: остальные могла провести другая касса. Сравните время и баланс и выберите.',
    theHold: 'Эта операция',
    candidates: 'История сервера лояльности',
    id: 'Транзакция',
    time: 'Время',
    amount: 'Сумма',
    balanceAfter: 'Баланс после',
    noBalance: 'не указан',
    noneOfThese: 'Ни одна из них: сервер лояльности её не провёл',
    noneExplain:
      'Операция ещё раз сверяется с историей и отправляется снова, только если на сервере лояльности её нет.',
    noCandidates:
      'Терминал не сохранил транзакций для этой операции: выберите «ни одна из них» или аннулируйте её.',
    loading: 'Читаем сохранённую историю…',
    loadFailed: 'Не удалось прочитать транзакции:',
    pin: 'Далее нужен ПИН-код менеджера.',
    confirm: 'Подтвердить',
    cancel: 'Отмена',
    chosen: (id: string) => `Транзакция ${id} записана за этой операцией.`,
    resent: 'Ни одна: операция снова сверяется с историей.',
  },
});
