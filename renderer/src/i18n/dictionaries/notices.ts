import { dictionary } from '../dictionary';

/** The notices raised on every screen about holds settled after the cashier moved on. */
export const noticeStrings = dictionary({
  en: {
    region: 'Operations that need your attention',
    debitRefused: 'Payment with bonuses refused by the loyalty server',
    creditRefused: 'Bonus award refused by the loyalty server',
    reverseRefused: 'Cancellation refused by the loyalty server',
    mayHaveApplied: (what: string) => `${what}: refused, but it may have gone through`,
    unknown: (what: string) => `${what}: outcome unknown`,
    applied: (what: string) => `${what} went through`,
    debit: 'Payment with bonuses',
    credit: 'Bonus award',
    reverse: 'Cancellation',
    takeAnotherWay: (amount: string) => `Take ${amount} from the guest another way (cash or card).`,
    tellGuestNotAwarded:
      'The bonuses were not awarded: tell the guest. A manager can send it again from the queue.',
    callManager: 'Call a manager: do not take the amount another way until they have checked.',
    callManagerReverse: 'Call a manager: the operation it cancels still stands.',
    beingChecked:
      'The terminal is asking the loyalty server. Do not take the amount another way yet; if the guest has to leave, call a manager.',
    nothingToDo: 'Nothing to do: it went through.',
    bill: (billNumber: string) => `bill ${billNumber}`,
    noBill: 'no bill number',
    takenAt: (time: string) => `taken at ${time}`,
    card: (masked: string) => `card ${masked}`,
    acknowledge: 'Understood',
    acknowledgeLabel: (what: string) => `Understood: ${what}`,
    acknowledgeFailed: 'The notice could not be closed:',
  },
  ru: {
    region: 'Операции, требующие внимания',
    debitRefused: 'Сервер лояльности отклонил оплату бонусами',
    creditRefused: 'Сервер лояльности отклонил начисление бонусов',
    reverseRefused: 'Сервер лояльности отклонил отмену операции',
    mayHaveApplied: (what: string) => `${what}: отклонено, но могло пройти`,
    unknown: (what: string) => `${what}: результат неизвестен`,
    applied: (what: string) => `${what}: прошло`,
    debit: 'Оплата бонусами',
    credit: 'Начисление бонусов',
    reverse: 'Отмена операции',
    takeAnotherWay: (amount: string) => `Получите ${amount} с гостя другим способом (наличными или картой).`,
    tellGuestNotAwarded:
      'Бонусы не начислены: скажите гостю. Менеджер может отправить начисление снова из очереди.',
    callManager: 'Позовите менеджера: не берите сумму другим способом, пока он не проверит.',
    callManagerReverse: 'Позовите менеджера: отменяемая операция остаётся в силе.',
    beingChecked:
      'Терминал выясняет у сервера лояльности. Пока не берите сумму другим способом; если гостю нужно уйти, позовите менеджера.',
    nothingToDo: 'Ничего делать не нужно: операция прошла.',
    bill: (billNumber: string) => `счёт ${billNumber}`,
    noBill: 'без номера счёта',
    takenAt: (time: string) => `принято в ${time}`,
    card: (masked: string) => `карта ${masked}`,
    acknowledge: 'Понятно',
    acknowledgeLabel: (what: string) => `Понятно: ${what}`,
    acknowledgeFailed: 'Не удалось закрыть сообщение:',
  },
});
