import { dictionary } from '../dictionary';

/** A count of seats as Russian says it: 1 место, 2 места, 5 мест, 21 место. */
const RU_SEATS: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'место', few: 'места', many: 'мест' };
const ruPlural = new Intl.PluralRules('ru');
const ruSeats = (n: number) => `${n} ${RU_SEATS[ruPlural.select(n)] ?? 'места'}`;
const enSeats = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'}`;

export const tablesStrings = dictionary({
  en: {
    heading: 'Table map',
    halls: 'Halls',
    hall: (n: number) => `Hall ${n}`,
    moment: 'Load at',
    now: 'Now',
    in30: '+30 min',
    in60: '+1 h',
    chosen: 'Chosen time',
    date: 'Date',
    time: 'Time',
    datePattern: 'dd/mm/yyyy',
    timePattern: 'hh:mm',
    dateSeparator: '/',
    show: 'Show',
    dateProblem: 'Type the date as dd/mm/yyyy, e.g. 24/11/2026',
    timeProblem: 'Type the time as hh:mm, 00:00 to 23:59',
    load: (busy: string, max: string) => `Load: ${busy} of ${max} seats`,
    busyTables: (busy: number, all: number) => `${busy} of ${all} tables busy`,
    busy: 'busy',
    free: 'free',
    seats: enSeats,
    // The title and the seats side by side, as the map shows them (the name holds what is seen).
    table: (title: string, seats: number, busy: boolean) =>
      `Table ${title}, ${enSeats(seats)}, ${busy ? 'busy' : 'free'}`,
    cached: 'Saved map: the loyalty server cannot be reached',
    loadShownAt: (time: string) => `The load shown is as at ${time}, not the load now`,
    loading: 'Loading the table map…',
    empty: 'The loyalty server has no table scheme.',
    refresh: 'Refresh',
    legendBusy: 'Busy (hatched)',
    legendFree: 'Free',
    capacity: (min: number, max: number) => `seats ${min}–${max}`,
    notReservable: 'not reservable',
  },
  ru: {
    heading: 'Схема зала',
    halls: 'Залы',
    hall: (n: number) => `Зал ${n}`,
    moment: 'Загрузка на',
    now: 'Сейчас',
    in30: '+30 мин',
    in60: '+1 ч',
    chosen: 'Выбранное время',
    date: 'Дата',
    time: 'Время',
    datePattern: 'дд.мм.гггг',
    timePattern: 'чч:мм',
    dateSeparator: '.',
    show: 'Показать',
    dateProblem: 'Введите дату как дд.мм.гггг, например 24.11.2026',
    timeProblem: 'Введите время как чч:мм, от 00:00 до 23:59',
    load: (busy: string, max: string) => `Загрузка: ${busy} из ${max} мест`,
    busyTables: (busy: number, all: number) => `Занято столов: ${busy} из ${all}`,
    busy: 'занят',
    free: 'свободен',
    seats: ruSeats,
    table: (title: string, seats: number, busy: boolean) =>
      `Стол ${title}, ${ruSeats(seats)}, ${busy ? 'занят' : 'свободен'}`,
    cached: 'Сохранённая схема: нет связи с сервером лояльности',
    loadShownAt: (time: string) => `Показана загрузка на ${time}, а не текущая`,
    loading: 'Загрузка схемы зала…',
    empty: 'На сервере лояльности нет схемы зала.',
    refresh: 'Обновить',
    legendBusy: 'Занят (штриховка)',
    legendFree: 'Свободен',
    capacity: (min: number, max: number) => `мест ${min}–${max}`,
    notReservable: 'без бронирования',
  },
});
