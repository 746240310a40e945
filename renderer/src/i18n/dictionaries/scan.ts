import { dictionary } from '../dictionary';

export const scanStrings = dictionary({
  en: {
    unrecognised: 'This code is not a loyalty card or guest code.',
    badSwipe: 'The card could not be read. Swipe it again, steadily.',
    incomplete: 'The scan was cut short. Scan again.',
    failed: 'The scan could not be processed.',
    dismiss: 'Dismiss',
    dismissLabel: 'Dismiss the scan message',
    refusedInDialog: 'Card not opened: finish or close this window first, then swipe again.',
    refusedFirstManager: 'Card not opened: create the first manager first, then swipe again.',
  },
  ru: {
    unrecognised: 'Этот код не карта лояльности и не код гостя.',
    badSwipe: 'Карту не удалось прочитать. Проведите ещё раз, ровно.',
    incomplete: 'Сканирование прервалось. Отсканируйте ещё раз.',
    failed: 'Не удалось обработать сканирование.',
    dismiss: 'Закрыть',
    dismissLabel: 'Скрыть сообщение о сканировании',
    refusedInDialog: 'Карта не открыта: сначала закончите или закройте это окно, потом проведите снова.',
    refusedFirstManager: 'Карта не открыта: сначала создайте менеджера, потом проведите снова.',
  },
});
