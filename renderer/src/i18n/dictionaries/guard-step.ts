import { dictionary } from '../dictionary';

/** A money command the core refused until a manager or the guest lifts it (issue 40). */
export const guardStepStrings = dictionary({
  en: {
    managerTitle: "A manager's PIN is needed",
    guestTitle: "The guest's confirmation",
    handOver: 'Hand the terminal to the guest to type their PIN.',
    orQr: "Or the guest shows their app's QR code to the reader.",
    notQr: "That was not the guest app's QR code: scan the app's QR or type the guest's PIN.",
    guestPin: "Guest's PIN",
    managerPin: "Manager's PIN",
    needManager: 'A manager is needed',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  ru: {
    managerTitle: 'Нужен ПИН-код менеджера',
    guestTitle: 'Подтверждение гостя',
    handOver: 'Передайте терминал гостю: пусть введёт свой ПИН-код.',
    orQr: 'Или гость показывает QR-код приложения считывателю.',
    notQr: 'Это не QR-код приложения гостя: отсканируйте QR-код приложения или введите ПИН-код гостя.',
    guestPin: 'ПИН-код гостя',
    managerPin: 'ПИН-код менеджера',
    needManager: 'Нужен менеджер',
    confirm: 'Подтвердить',
    cancel: 'Отмена',
  },
});
