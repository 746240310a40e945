import { dictionary } from '../dictionary';

/** The app's own updates: the status bar's words and the settings section (issue 25). */
export const updateStrings = dictionary({
  en: {
    section: 'Updates',
    feedUrl: 'Update address',
    feedUrlHint:
      'The folder your IT publishes the updates in (latest-linux.yml or latest.yml). Empty: no updates.',
    systemPackages: "This terminal's updates come with the system's packages; it does not update itself.",
    off: 'Updates are off: no update address is set.',
    checking: 'Checking for an update…',
    current: (time: string) => `Up to date (checked ${time}).`,
    rolloutLater: (version: string, time: string) =>
      `Version ${version} is out, but its staged rollout has not reached this terminal yet (checked ${time}).`,
    downloading: (version: string) => `Downloading version ${version} in the background…`,
    ready: 'Update ready: installs at the next start',
    readyOnce: (condition: string) => `Update ready: installs at the next start ${condition}`,
    readyVersion: (version: string) => `Version ${version} is ready: installs at the next start`,
    readyVersionOnce: (version: string, condition: string) =>
      `Version ${version} is ready: installs at the next start ${condition}`,
    onceQueueEmpty: 'once the queue is empty',
    onceShiftClosed: 'once the shift is closed',
    onceBoth: 'once the queue is empty and the shift is closed',
    failed: 'Update not downloaded:',
    failedAt: (time: string) => `The last check (${time}) failed:`,
    tryAgain: 'The next check tries again.',
    feedUnreachable: 'the update server cannot be reached',
    feedUnreadable: 'the update address holds no update information',
    checksumMismatch: 'the downloaded file was damaged (its checksum differs) and was not kept',
    downloadFailed: 'the download broke off',
  },
  ru: {
    section: 'Обновления',
    feedUrl: 'Адрес обновлений',
    feedUrlHint:
      'Папка, в которой ваша служба ИТ публикует обновления (latest-linux.yml или latest.yml). Пусто: без обновлений.',
    systemPackages: 'Этот терминал обновляется вместе с пакетами системы; сам он не обновляется.',
    off: 'Обновления выключены: адрес обновлений не задан.',
    checking: 'Проверка обновлений…',
    current: (time: string) => `Установлена последняя версия (проверено ${time}).`,
    rolloutLater: (version: string, time: string) =>
      `Вышла версия ${version}, но поэтапное распространение ещё не дошло до этого терминала (проверено ${time}).`,
    downloading: (version: string) => `Версия ${version} загружается в фоне…`,
    ready: 'Обновление готово: установится при следующем запуске',
    readyOnce: (condition: string) => `Обновление готово: установится при следующем запуске, ${condition}`,
    readyVersion: (version: string) => `Версия ${version} готова: установится при следующем запуске`,
    readyVersionOnce: (version: string, condition: string) =>
      `Версия ${version} готова: установится при следующем запуске, ${condition}`,
    onceQueueEmpty: 'когда очередь опустеет',
    onceShiftClosed: 'когда смена будет закрыта',
    onceBoth: 'когда очередь опустеет и смена будет закрыта',
    failed: 'Обновление не загружено:',
    failedAt: (time: string) => `Последняя проверка (${time}) не удалась:`,
    tryAgain: 'Следующая проверка повторит попытку.',
    feedUnreachable: 'сервер обновлений недоступен',
    feedUnreadable: 'по адресу обновлений нет сведений об обновлении',
    checksumMismatch: 'загруженный файл повреждён (контрольная сумма не совпадает) и не сохранён',
    downloadFailed: 'загрузка прервалась',
  },
});
