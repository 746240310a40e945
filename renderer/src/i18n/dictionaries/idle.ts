import { dictionary } from '../dictionary';

/** The setting that closes the guest on screen after a while without activity. */
export const idleStrings = dictionary({
  en: {
    setting: 'Close the guest when idle',
    settingHint:
      'So the next guest does not see the previous guest’s name and balance. Never while a dialog is open.',
    '30s': 'After 30 s',
    '1min': 'After 1 minute',
    '2min': 'After 2 minutes',
    '5min': 'After 5 minutes',
    never: 'Keep the guest open',
  },
  ru: {
    setting: 'Закрывать гостя без действий',
    settingHint:
      'Чтобы следующий гость не видел имя и баланс предыдущего. Никогда при открытом окне операции.',
    '30s': 'Через 30 с',
    '1min': 'Через 1 минуту',
    '2min': 'Через 2 минуты',
    '5min': 'Через 5 минут',
    never: 'Не закрывать',
  },
});
