import type { VenueFixtureInput } from '../../server/venue';

/**
 * A small venue whose every object the tests can name: categories 1 > 2 > 3 and a deleted 4;
 * products 10 (in 3), 11 (in 2), 12 (root), 13 (in deleted 4); invoice 1 with items 101,
 * 102 (deleted), 103; invoice 2 with item 201. Tables 1-3 in hall 1, table 4 in hall 2.
 */
export function smallVenue(): VenueFixtureInput {
  return {
    company: {
      id: 7,
      title: 'Тест',
      fullName: 'ООО «Тест»',
      org1Name: 'ООО «Тест»',
      org1NameShort: 'Тест',
      terminalLogin: 'term',
      terminalPassword: 'secret-pass',
      productBaseMeasureUnitId: 1,
      semiproductBaseMeasureUnitId: 1,
      modBaseMeasureUnitId: 2,
      dishBaseMeasureUnitId: 2,
      language: { id: 1, name: 'ru', kendoCulture: 'ru-RU', title: 'Русский' },
      reserveStarts: 600,
      reserveEnds: 1380,
      reserveTimeout: 30,
      tableOrderDuration: 120,
    },
    halls: [
      { id: 1, title: 'Зал', width: 1000, height: 500 },
      { id: 2, title: 'Терраса', width: 600, height: 900 },
    ],
    tables: [
      { id: 1, hallId: 1, title: '1', x: 0, y: 0, width: 100, height: 100, maxCapacity: 2 },
      { id: 2, hallId: 1, title: '2', x: 200, y: 0, width: 100, height: 100, maxCapacity: 4 },
      { id: 3, hallId: 1, title: '3', x: 400, y: 0, width: 100, height: 100, maxCapacity: 6 },
      { id: 4, hallId: 2, title: '4', x: 0, y: 0, width: 100, height: 100, maxCapacity: 8 },
    ],
    occupancy: [
      { tableId: 1, from: '2025-06-01T10:00:00Z', to: '2025-06-01T12:00:00Z' },
      { tableId: 2, from: '2025-06-01T11:00:00.000+03:00', to: '2025-06-01T11:30:00.000+03:00' },
      { tableId: 4, from: '2025-06-01T11:00:00Z', to: '2025-06-01T13:00:00Z' },
    ],
    measureUnits: [
      { id: 1, name: 'кг', fullName: 'килограмм', code: '166', systemUnit: 'KG', isMainUnit: true },
      { id: 2, name: 'шт', fullName: 'штука', code: '796', systemUnit: 'PCS' },
    ],
    providers: {
      businessmen: [{ id: 1, shortName: 'ИП Иванов', firstName: 'Иван', lastName: 'Иванов' }],
      organizations: [{ id: 2, shortName: 'ООО «Поставщик»', rid: 'provider-org-2' }],
    },
    stores: [
      { id: 1, title: 'Склад', storeCode: 'S1', liteBusiness: { id: 1, name: 'ООО «Тест»', nds: true } },
    ],
    categories: [
      { id: 1, name: 'A', index: 1 },
      { id: 2, parentId: 1, name: 'B', index: 1 },
      { id: 3, parentId: 2, name: 'C', index: 1 },
      { id: 4, parentId: 1, name: 'D', index: 3, deleted: true },
    ],
    products: [
      { id: 10, parentId: 3, name: 'p10', measureUnitId: 2, basePriceInList: 100 },
      { id: 11, parentId: 2, name: 'p11', measureUnitId: 2, basePriceInList: 50.5, index: 2 },
      { id: 12, name: 'p12', measureUnitId: 1, basePriceInList: 10 },
      { id: 13, parentId: 4, name: 'p13', measureUnitId: 1, basePriceInList: 1 },
    ],
    invoices: [
      {
        id: 1,
        documentNumber: 'N-1',
        invoiceDate: '2025-05-01T09:00:00Z',
        providerId: 2,
        storeId: 1,
        items: [
          { id: 101, productId: 12, quantity: 1.5, price: 33.33, vatPercent: 10 },
          { id: 102, productId: 10, quantity: 2, price: 100, deleted: true },
          { id: 103, productId: 10, measureUnitId: 1, quantity: 3, price: 0.1 },
        ],
      },
      {
        id: 2,
        documentNumber: 'N-2',
        invoiceDate: '2025-05-02T09:00:00Z',
        providerId: 1,
        storeId: 1,
        items: [{ id: 201, productId: 11, quantity: 1, price: 50.5 }],
      },
    ],
  };
}
