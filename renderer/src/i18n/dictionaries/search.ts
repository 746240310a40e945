import { dictionary } from '../dictionary';

export const searchStrings = dictionary({
  en: {
    heading: 'Find a guest',
    field: 'Search guests by name or phone',
    placeholder: 'Last name, first name or phone digits',
    tooShort: 'Type at least two letters of a name, or digits of a phone number.',
    keys: 'choose',
    openKey: 'open',
    clearKey: 'clear',
    results: 'Guests found',
    searching: 'Searching…',
    found: (count: string) => `Found: ${count}`,
    foundMore: (limit: string) =>
      `Found more than ${limit}: the first ${limit} are shown, type more to narrow the search`,
    none: (text: string) => `No guest found for “${text}”.`,
    noneHint: 'Check the spelling, or search by the digits of the phone number.',
    offlineTitle: 'Search needs the loyalty server, and it cannot be reached now.',
    savedTitle: 'No connection to the loyalty server: searching the guests saved on this terminal.',
    savedHint:
      'Each is a saved copy with its age. A guest opens by a card or phone used since the terminal started; otherwise scan their card.',
    noneSaved: (text: string) => `No saved guest found for “${text}”.`,
    noneSavedHint: 'Without the loyalty server only guests this terminal has seen can be found.',
    failed: 'The search failed:',
    retry: 'Search again',
    phone: 'phone',
    card: 'card',
    expired: 'expired',
    noContacts: 'no card, phone or code',
    cannotOpen: (name: string) =>
      `${name} has no card or phone the terminal can open them by. Scan their card.`,
    unreadable: (count: string) =>
      `The loyalty server also sent guests in a form the terminal cannot read (${count}): they are not listed. Open such a guest by their card.`,
  },
  ru: {
    heading: 'Поиск гостя',
    field: 'Поиск гостя по имени или телефону',
    placeholder: 'Фамилия, имя или цифры телефона',
    tooShort: 'Введите хотя бы две буквы имени или цифры телефона.',
    keys: 'выбрать',
    openKey: 'открыть',
    clearKey: 'очистить',
    results: 'Найденные гости',
    searching: 'Ищем…',
    found: (count: string) => `Найдено: ${count}`,
    foundMore: (limit: string) => `Найдено больше ${limit}: показаны первые ${limit}, уточните запрос`,
    none: (text: string) => `Гость по запросу «${text}» не найден.`,
    noneHint: 'Проверьте написание или ищите по цифрам телефона.',
    offlineTitle: 'Для поиска нужен сервер лояльности, а связи с ним сейчас нет.',
    savedTitle: 'Нет связи с сервером лояльности: ищем среди гостей, сохранённых на терминале.',
    savedHint:
      'Это сохранённые копии с их возрастом. Гость откроется по карте или телефону, уже предъявленным после запуска терминала; иначе проведите его карту.',
    noneSaved: (text: string) => `Среди сохранённых гостей «${text}» не найден.`,
    noneSavedHint: 'Без сервера лояльности находятся только гости, которых терминал уже видел.',
    failed: 'Поиск не удался:',
    retry: 'Искать снова',
    phone: 'тел.',
    card: 'карта',
    expired: 'истекла',
    noContacts: 'нет ни карты, ни телефона, ни кода',
    cannotOpen: (name: string) =>
      `У гостя ${name} нет карты или телефона, по которым терминал может его открыть. Проведите его карту.`,
    unreadable: (count: string) =>
      `Сервер лояльности прислал ещё гостей в непонятном терминалу виде (${count}): их нет в списке. Такого гостя откройте по карте.`,
  },
});
