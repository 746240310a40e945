import { dictionary } from '../dictionary';

export const journalStrings = dictionary({
  en: {
    heading: 'Journal',
    day: 'Day',
    kind: 'Kind',
    who: 'Person',
    all: 'All',
    show: 'Show',
    exportCsv: 'Export to CSV',
    empty: 'No entries',
    truncated: (count: number) => `The newest ${count} entries are shown; narrow the filters for older ones`,
    time: 'Time',
    what: 'What',
    details: 'Details',
  },
  ru: {
    heading: 'Журнал',
    day: 'День',
    kind: 'Вид',
    who: 'Кто',
    all: 'Все',
    show: 'Показать',
    exportCsv: 'Выгрузить в CSV',
    empty: 'Записей нет',
    truncated: (count: number) => `Показаны последние ${count} записей; для более ранних сузьте отбор`,
    time: 'Время',
    what: 'Что',
    details: 'Подробности',
  },
});
