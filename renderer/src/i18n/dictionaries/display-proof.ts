import { dictionary } from '../dictionary';

/** The guest's display asking for the guest's own PIN for a payment (issue 40). */
export const displayProofStrings = dictionary({
  en: {
    askPin: (firstName: string) => `${firstName}, please type your PIN to pay with bonuses`,
    askPinAtTill: (firstName: string) => `${firstName}, please type your PIN on the cashier's terminal`,
    pin: 'Your PIN',
    typed: (count: number) => `${count} digits typed`,
    send: 'Confirm',
    erase: 'Erase',
    clear: 'Clear',
    sent: 'Thank you: the cashier has it',
  },
  ru: {
    askPin: (firstName: string) => `${firstName}, введите ваш ПИН-код для оплаты бонусами`,
    askPinAtTill: (firstName: string) => `${firstName}, введите ПИН-код на терминале кассира`,
    pin: 'Ваш ПИН-код',
    typed: (count: number) => `Введено цифр: ${count}`,
    send: 'Подтвердить',
    erase: 'Стереть',
    clear: 'Очистить',
    sent: 'Спасибо: кассир получил ПИН-код',
  },
});
