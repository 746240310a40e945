import { dictionary } from '../dictionary';

/** The readers' check in the settings: devices, why they read or not, the test mode, the report. */
export const readersCheckStrings = dictionary({
  en: {
    heading: "Readers' check",
    usagePage: 'Usage page',
    reading: 'Yes, it is being read',
    opening: 'Opening…',
    noPermission: 'No: no permission. Run once, then replug the reader:',
    noBackend: (why: string) => `No: HID devices cannot be read here (${why}). Use it as a keyboard wedge.`,
    keptByOs:
      'No: the system keeps it as a keyboard. Switch it to HID POS mode or use it as a keyboard wedge.',
    unplugged: 'No: unplugged',
    error: (why: string) => `No: ${why}`,
    startTest: 'Start the test mode',
    stopTest: 'Stop the test mode',
    testHint: 'In the test mode every scan is listed here and no guest is looked up.',
    noScans: 'Swipe a card or scan a code.',
    burst: (keys: string, ms: string) => `${keys} keys in ${ms} ms`,
    rule: (name: string) => `rule ${name}`,
    others: 'Other HID devices (not read)',
    notReadKeyboard:
      'A keyboard: the system types with it. A reader in keyboard mode is read by the keyboard wedge, or set up by its ids in the settings.',
    notAReader: 'Not a card reader or scanner (its usage page is no reader’s)',
    notChosen: 'A reader of a kind the settings leave out (scanner selection)',
    wedge: 'Keyboard wedge',
    wedgeRules: (min: string, gap: string, suffix: string) =>
      `At least ${min} characters, at most ${gap} ms between keys, ended by ${suffix} or a pause.`,
    report: 'Support report',
    copy: 'Copy the report',
    copied: 'Copied',
    reportHint: 'Holds no card numbers: only their last four digits.',
    showReport: 'Show the report',
    managerOnly: "The test mode and the report need a manager's PIN.",
  },
  ru: {
    heading: 'Проверка считывателей',
    usagePage: 'Usage page',
    reading: 'Да, читается',
    opening: 'Подключается…',
    noPermission: 'Нет: нет доступа. Выполните один раз и переподключите считыватель:',
    noBackend: (why: string) =>
      `Нет: HID-устройства здесь не читаются (${why}). Используйте его в режиме клавиатуры.`,
    keptByOs:
      'Нет: система держит его как клавиатуру. Переключите его в режим HID POS или используйте в режиме клавиатуры.',
    unplugged: 'Нет: отключён',
    error: (why: string) => `Нет: ${why}`,
    startTest: 'Включить проверку',
    stopTest: 'Выключить проверку',
    testHint: 'В режиме проверки каждое считывание показывается здесь, гость не ищется.',
    noScans: 'Проведите карту или отсканируйте код.',
    burst: (keys: string, ms: string) => `${keys} клавиш за ${ms} мс`,
    rule: (name: string) => `правило ${name}`,
    others: 'Другие HID-устройства (не читаются)',
    notReadKeyboard:
      'Клавиатура: ею печатает система. Считыватель в режиме клавиатуры читается как клавиатурный ввод или настраивается по его кодам в настройках.',
    notAReader: 'Не считыватель карт и не сканер (страница использования не считывателя)',
    notChosen: 'Считыватель того вида, который настройки не читают (выбор считывателей)',
    wedge: 'Считыватели в режиме клавиатуры',
    wedgeRules: (min: string, gap: string, suffix: string) =>
      `Не меньше ${min} символов, не больше ${gap} мс между клавишами, конец — ${suffix} или пауза.`,
    report: 'Отчёт для поддержки',
    copy: 'Скопировать отчёт',
    copied: 'Скопировано',
    reportHint: 'Номеров карт в нём нет: только их последние четыре цифры.',
    showReport: 'Показать отчёт',
    managerOnly: 'Для проверки и отчёта нужен ПИН-код менеджера.',
  },
});
