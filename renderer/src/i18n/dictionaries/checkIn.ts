import { dictionary } from '../dictionary';

/** The cashier's side of a guest's phone check-in on the guest's display. */
export const checkInStrings = dictionary({
  en: {
    title: 'A guest checked in',
    question: (name: string) => `${name} typed their phone number on the guest display. Open this guest?`,
    open: 'Open the guest',
    dismiss: 'Not now',
  },
  ru: {
    title: 'Гость отметился',
    question: (name: string) => `${name} набрал(а) свой номер телефона на экране гостя. Открыть этого гостя?`,
    open: 'Открыть гостя',
    dismiss: 'Не сейчас',
  },
});
