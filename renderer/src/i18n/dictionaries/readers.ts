import { dictionary } from '../dictionary';

/** A reader's kind and state in words: the status bar and the settings say them alike. */
export const readerStrings = dictionary({
  en: {
    keyboard: 'Keyboard-mode reader',
    barcode: 'Barcode scanner',
    msr: 'Card reader',
    opening: 'opening',
    reading: 'reading',
    noPermission: 'no permission',
    unplugged: 'unplugged',
    error: 'error',
  },
  ru: {
    keyboard: 'Считыватель в режиме клавиатуры',
    barcode: 'Сканер штрихкодов',
    msr: 'Считыватель карт',
    opening: 'подключается',
    reading: 'читает',
    noPermission: 'нет доступа',
    unplugged: 'отключён',
    error: 'ошибка',
  },
});
