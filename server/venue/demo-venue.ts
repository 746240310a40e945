import type { VenueFixtureInput } from './fixture-schema';

/**
 * The demo venue: a café with two halls, a three-level nomenclature, providers, two stores and
 * five incoming invoices. Deterministic: the same call gives the same section. Occupancy is
 * relative to the moment the fixture is loaded, so that some tables are always busy "now".
 */

type Input = Required<VenueFixtureInput>;

const UNIT = { kg: 1, l: 2, pcs: 3, portion: 4 } as const;

const measureUnits: Input['measureUnits'] = [
  {
    id: UNIT.kg,
    name: 'кг',
    fullName: 'килограмм',
    code: '166',
    systemUnit: 'KG',
    isMainUnit: true,
    system: true,
  },
  { id: UNIT.l, name: 'л', fullName: 'литр', code: '112', systemUnit: 'L', isMainUnit: true, system: true },
  {
    id: UNIT.pcs,
    name: 'шт',
    fullName: 'штука',
    code: '796',
    systemUnit: 'PCS',
    isMainUnit: true,
    system: true,
  },
  { id: UNIT.portion, name: 'порц', fullName: 'порция', code: '639', systemUnit: 'PCS', permanent: true },
];

const company: Input['company'] = {
  id: 1,
  title: 'Кафе «Самовар»',
  fullName: 'Общество с ограниченной ответственностью «Самовар»',
  org1Name: 'ООО «Самовар»',
  org1NameShort: 'Самовар',
  terminalLogin: 'samovar-terminal',
  terminalPassword: 'Kx7-pW2q-Ld9s',
  permitNegativeBalances: false,
  showObjectsId: false,
  nds1: true,
  nds2: false,
  generateDailyReport: true,
  maxDeviationOfPrices: 10,
  pinLength: 4,
  productBaseMeasureUnitId: UNIT.kg,
  semiproductBaseMeasureUnitId: UNIT.kg,
  modBaseMeasureUnitId: UNIT.pcs,
  dishBaseMeasureUnitId: UNIT.portion,
  language: { id: 1, version: 1, name: 'ru', kendoCulture: 'ru-RU', title: 'Русский' },
  reserveStarts: 600,
  reserveEnds: 1380,
  reserveTimeout: 30,
  tableOrderDuration: 120,
};

const halls: Input['halls'] = [
  { id: 1, title: 'Основной зал', width: 1200, height: 800 },
  { id: 2, title: 'Веранда', width: 1000, height: 600 },
];

/** Tables on a grid: `columns` per row, numbered on from `firstId`. */
function tableGrid(hallId: number, firstId: number, count: number, columns: number): Input['tables'] {
  return Array.from({ length: count }, (_, i) => {
    const seats = [2, 4, 4, 6][i % 4] ?? 4;
    return {
      id: firstId + i,
      hallId,
      title: String(firstId + i),
      x: 40 + (i % columns) * 220,
      y: 40 + Math.floor(i / columns) * 190,
      width: seats === 6 ? 160 : 120,
      height: 110,
      shape: 'rect',
      backgroundColor: hallId === 1 ? '255,236,179,1' : '200,230,201,1',
      fontSize: 16,
      reservable: i % 5 !== 4,
      minCapacity: 1,
      maxCapacity: seats,
    };
  });
}

const tables = [...tableGrid(1, 1, 14, 5), ...tableGrid(2, 101, 8, 4)];

/** Long intervals around the load moment keep tables busy for a whole demo session. */
const occupancy: Input['occupancy'] = [
  { tableId: 1, startsMinutesFromLoad: -40, durationMinutes: 12 * 60 },
  { tableId: 4, startsMinutesFromLoad: -15, durationMinutes: 10 * 60 },
  { tableId: 7, startsMinutesFromLoad: -90, durationMinutes: 14 * 60 },
  { tableId: 12, startsMinutesFromLoad: -5, durationMinutes: 8 * 60 },
  { tableId: 102, startsMinutesFromLoad: -30, durationMinutes: 12 * 60 },
  { tableId: 105, startsMinutesFromLoad: -60, durationMinutes: 9 * 60 },
  // Finished and upcoming visits: the load changes when the workload asks about other moments.
  { tableId: 2, startsMinutesFromLoad: -240, durationMinutes: 90 },
  { tableId: 3, startsMinutesFromLoad: 60, durationMinutes: 120 },
  { tableId: 103, startsMinutesFromLoad: 30, durationMinutes: 90 },
];

const providers: Input['providers'] = {
  businessmen: [
    { id: 1, shortName: 'ИП Кузнецов А. В.', firstName: 'Алексей', lastName: 'Кузнецов' },
    { id: 2, shortName: 'ИП Морозова Е. С.', firstName: 'Елена', lastName: 'Морозова' },
  ],
  organizations: [
    { id: 3, shortName: 'ООО «Молочный двор»' },
    { id: 4, shortName: 'АО «Хлебозавод № 5»' },
    { id: 5, shortName: 'ООО «Кофе Трейд»' },
    { id: 6, shortName: 'ООО «Старый поставщик»', deleted: true },
  ],
};

const liteBusiness = { id: 1, name: 'ООО «Самовар»', nds: true };
const stores: Input['stores'] = [
  { id: 1, title: 'Основной склад', storeCode: '1', liteBusiness },
  { id: 2, title: 'Бар', storeCode: '2', liteBusiness },
];

const C = {
  drinks: 1,
  hot: 2,
  coffee: 3,
  tea: 4,
  cold: 5,
  kitchen: 6,
  soups: 7,
  mains: 8,
  salads: 9,
  desserts: 10,
  raw: 11,
  dairy: 12,
  grocery: 13,
  meat: 14,
  seasonal: 15,
} as const;

const categories: Input['categories'] = [
  { id: C.drinks, name: 'Напитки', index: 1 },
  { id: C.hot, parentId: C.drinks, name: 'Горячие напитки', index: 1 },
  { id: C.coffee, parentId: C.hot, name: 'Кофе', index: 1 },
  { id: C.tea, parentId: C.hot, name: 'Чай', index: 2 },
  { id: C.cold, parentId: C.drinks, name: 'Холодные напитки', index: 2 },
  { id: C.kitchen, name: 'Кухня', index: 2 },
  { id: C.soups, parentId: C.kitchen, name: 'Супы', index: 1 },
  { id: C.mains, parentId: C.kitchen, name: 'Горячие блюда', index: 2 },
  { id: C.salads, parentId: C.kitchen, name: 'Салаты', index: 3 },
  { id: C.desserts, parentId: C.kitchen, name: 'Десерты', index: 4 },
  { id: C.raw, name: 'Сырьё', displayOnTerminal: false, index: 3 },
  { id: C.dairy, parentId: C.raw, name: 'Молочные продукты', measureUnitId: UNIT.kg, index: 1 },
  { id: C.grocery, parentId: C.raw, name: 'Бакалея', measureUnitId: UNIT.kg, index: 2 },
  { id: C.meat, parentId: C.raw, name: 'Мясо', measureUnitId: UNIT.kg, index: 3 },
  { id: C.seasonal, parentId: C.drinks, name: 'Летнее меню', index: 3, deleted: true },
];

/** [id, category, name, unit, price, calories per 100 g]; articles and positions follow from them. */
type ProductLine = [number, number, string, number, number, number];

const productLines: ProductLine[] = [
  [101, C.coffee, 'Капучино', UNIT.portion, 190, 45],
  [102, C.coffee, 'Латте', UNIT.portion, 210, 54],
  [103, C.coffee, 'Американо', UNIT.portion, 150, 2],
  [104, C.coffee, 'Эспрессо', UNIT.portion, 120, 2],
  [105, C.coffee, 'Раф ванильный', UNIT.portion, 260, 120],
  [106, C.tea, 'Чай чёрный', UNIT.portion, 130, 1],
  [107, C.tea, 'Чай зелёный', UNIT.portion, 130, 1],
  [108, C.tea, 'Чай облепиховый', UNIT.portion, 240, 38],
  [109, C.hot, 'Какао', UNIT.portion, 180, 77],
  [110, C.cold, 'Морс клюквенный', UNIT.portion, 140, 41],
  [111, C.cold, 'Лимонад домашний', UNIT.portion, 220, 45],
  [112, C.cold, 'Вода минеральная 0,5 л', UNIT.pcs, 110, 0],
  [113, C.seasonal, 'Окрошка на квасе', UNIT.portion, 290, 52],
  [201, C.soups, 'Борщ', UNIT.portion, 320, 49],
  [202, C.soups, 'Солянка сборная', UNIT.portion, 380, 69],
  [203, C.soups, 'Уха', UNIT.portion, 360, 46],
  [204, C.mains, 'Пельмени', UNIT.portion, 390, 248],
  [205, C.mains, 'Бефстроганов с пюре', UNIT.portion, 490, 156],
  [206, C.mains, 'Котлета по-киевски', UNIT.portion, 470, 260],
  [207, C.mains, 'Плов', UNIT.portion, 420, 190],
  [208, C.salads, 'Оливье', UNIT.portion, 290, 198],
  [209, C.salads, 'Цезарь с курицей', UNIT.portion, 420, 180],
  [210, C.salads, 'Винегрет', UNIT.portion, 230, 76],
  [211, C.salads, 'Сельдь под шубой', UNIT.portion, 310, 208],
  [212, C.desserts, 'Сырники со сметаной', UNIT.portion, 280, 220],
  [213, C.desserts, 'Медовик', UNIT.portion, 250, 330],
  [214, C.desserts, 'Блины с вареньем', UNIT.portion, 240, 230],
  [301, C.dairy, 'Молоко 3,2 %', UNIT.l, 89.9, 59],
  [302, C.dairy, 'Сливки 33 %', UNIT.l, 459.5, 322],
  [303, C.dairy, 'Сметана 20 %', UNIT.kg, 289, 206],
  [304, C.dairy, 'Творог 9 %', UNIT.kg, 420, 159],
  [305, C.grocery, 'Мука пшеничная', UNIT.kg, 54.9, 334],
  [306, C.grocery, 'Сахар', UNIT.kg, 72.5, 398],
  [307, C.grocery, 'Кофе в зёрнах', UNIT.kg, 1890, 0],
  [308, C.meat, 'Говядина', UNIT.kg, 689, 187],
  [309, C.meat, 'Свинина', UNIT.kg, 459, 259],
];

const products: Input['products'] = productLines.map(
  ([id, parentId, name, measureUnitId, price, caloric], i) => ({
    id,
    parentId,
    name,
    article: `A-${id}`,
    measureUnitId,
    basePriceInList: price,
    minimalPrice: 0,
    nutritionCaloric: caloric,
    index: i + 1,
    deleted: parentId === C.seasonal,
  }),
);

/** [productId, quantity, price with VAT, VAT %]. */
type InvoiceLine = [number, number, number, 0 | 10 | 20];

function invoice(
  id: number,
  invoiceDate: string,
  providerId: number,
  storeId: number,
  processed: boolean,
  paid: boolean,
  lines: InvoiceLine[],
): Input['invoices'][number] {
  return {
    id,
    documentNumber: `ПН-${String(id).padStart(5, '0')}`,
    invoiceDate,
    providerId,
    storeId,
    processed,
    paid,
    items: lines.map(([productId, quantity, price, vatPercent], i) => ({
      id: id * 100 + i + 1,
      productId,
      quantity,
      price,
      vatPercent,
    })),
  };
}

const invoices: Input['invoices'] = [
  invoice(1, '2025-03-03T07:30:00.000Z', 3, 1, true, true, [
    [301, 40, 89.9, 10],
    [302, 12.5, 459.5, 10],
    [303, 8.4, 289, 10],
    [304, 6.25, 420, 10],
  ]),
  invoice(2, '2025-03-04T08:15:00.000Z', 4, 1, true, true, [
    [305, 50, 54.9, 10],
    [306, 25, 72.5, 10],
  ]),
  invoice(3, '2025-03-05T06:45:00.000Z', 1, 1, true, false, [
    [308, 18.35, 689, 10],
    [309, 22.7, 459, 10],
  ]),
  invoice(4, '2025-03-06T09:00:00.000Z', 5, 2, false, false, [
    [307, 6, 1890, 20],
    [301, 24, 89.9, 10],
    [302, 6, 459.5, 10],
  ]),
  invoice(5, '2025-03-07T07:10:00.000Z', 2, 1, false, false, [
    [303, 4.2, 289, 10],
    [304, 3.75, 420, 10],
    [305, 20, 54.9, 10],
  ]),
];

export function demoVenue(): VenueFixtureInput {
  // structuredClone: callers may edit their copy without changing the next demo.
  return structuredClone({
    company,
    schemeTitle: 'Схема зала',
    halls,
    tables,
    occupancy,
    measureUnits,
    providers,
    stores,
    categories,
    products,
    invoices,
  });
}
