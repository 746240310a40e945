import { dictionary } from '../dictionary';

/**
 * A reader's kind and state, and why no HID device can be read, in words: the status bar, the
 * settings and the readers' check say them alike.
 */
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
    notThisHost: 'this terminal does not read HID devices directly',
    noLibusb: 'the libusb library is missing (install libusb-1.0-0)',
    noLibudev: 'the libudev library is missing (install libudev1)',
    notInstalled: 'the node-hid module is not installed',
    nativeModule: 'the node-hid module does not load',
    listFailed: 'the system did not list the HID devices',
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
    notThisHost: 'этот терминал не читает HID-устройства напрямую',
    noLibusb: 'нет библиотеки libusb (установите libusb-1.0-0)',
    noLibudev: 'нет библиотеки libudev (установите libudev1)',
    notInstalled: 'модуль node-hid не установлен',
    nativeModule: 'модуль node-hid не загружается',
    listFailed: 'система не выдала список HID-устройств',
  },
});
