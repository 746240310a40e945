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
    pinToRead: "“Show” reads the journal with a manager's PIN.",
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
    pinToRead: '«Показать» откроет журнал по ПИН-коду менеджера.',
    truncated: (count: number) => `Показаны последние ${count} записей; для более ранних сузьте отбор`,
    time: 'Время',
    what: 'Что',
    details: 'Подробности',
  },
});
