import { dictionary } from '../dictionary';

export const appStrings = dictionary({
  en: {
    title: 'Loyalty terminal',
    nav: 'Screens',
    guest: 'Guest',
    search: 'Search',
    newGuest: 'New guest',
    queue: 'Queue',
    tables: 'Tables',
    venue: 'Venue',
    settings: 'Settings',
    noSecret: 'This page needs the address the terminal printed at start (with #secret=…).',
    linkLost: 'Connection to the terminal core lost: reconnecting…',
    leaveWithHolds: 'Holds are still waiting to be sent. Leave anyway?',
  },
  ru: {
    title: 'Терминал лояльности',
    nav: 'Разделы',
    guest: 'Гость',
    search: 'Поиск',
    newGuest: 'Новый гость',
    queue: 'Очередь',
    tables: 'Столы',
    venue: 'Заведение',
    settings: 'Настройки',
    noSecret: 'Откройте адрес, который терминал напечатал при запуске (с #secret=…).',
    linkLost: 'Связь с ядром терминала потеряна: переподключение…',
    leaveWithHolds: 'Операции ещё ждут отправки. Всё равно уйти?',
  },
});
