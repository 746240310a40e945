import { afterEach, describe, expect, it } from 'vitest';
import {
  BusinessmanSchema,
  IncomingInvoiceSchema,
  InvoiceItemSchema,
  MeasureUnitSchema,
  OrganizationSchema,
  SingleCategorySchema,
  SingleProductSchema,
  StoreSchema,
} from '../../../common/platform/schemas';
import { smallVenue } from '../../support/small-venue';
import { DEFAULT_PREFIX, venueApp, type VenueApp } from '../../support/venue-app';

const INCOMING = 'warehouse.documents.incoming';
const ITEMS = 'warehouse.documents.items.common';
const NOMENCLATURE = 'warehouse.nomenclature.singleproduct';
const invoiceClass = (prefix: string) => `${prefix}.modules.${INCOMING}.IncomingInvoice`;

let venue: VenueApp;
afterEach(async () => {
  await venue.close();
});

const ids = (list: { id: number }[]) => list.map((o) => o.id);

describe('get and read', () => {
  it('get returns an invoice without sub-objects, with provider and store as whole objects', async () => {
    venue = venueApp({ venue: smallVenue() });
    const { status, body } = await venue.get('get', { moduleName: INCOMING, objectId: 1 });
    expect(status).toBe(200);
    const invoice = IncomingInvoiceSchema.parse(body);
    expect(invoice.className).toBe(invoiceClass(DEFAULT_PREFIX));
    expect(invoice).not.toHaveProperty('invoiceItems');
    // Whole objects, as the live service sends them: the same as get of the provider and the store.
    expect(invoice.provider).toMatchObject({
      className: `${DEFAULT_PREFIX}.modules.warehouse.providers.Organization`,
      id: 2,
      shortName: 'ООО «Поставщик»',
    });
    expect(invoice.store).toMatchObject({
      className: `${DEFAULT_PREFIX}.modules.warehouse.store.Store`,
      id: 1,
      title: 'Склад',
    });
    const provider = await venue.get('get', { moduleName: 'warehouse.providers', objectId: 2 });
    expect(invoice.provider).toEqual(provider.body);
    const store = await venue.get('get', { moduleName: 'warehouse.store', objectId: 1 });
    expect(invoice.store).toEqual(store.body);
    expect(StoreSchema.parse(invoice.store).storeCode).toBe('S1');
  });

  it('read adds the invoice items that are not deleted, each a full InvoiceItem', async () => {
    venue = venueApp({ venue: smallVenue() });
    const { body } = await venue.get('read', { moduleName: INCOMING, objectId: 1 });
    const invoice = IncomingInvoiceSchema.parse(body);
    const items = (invoice.invoiceItems ?? []).map((item) => InvoiceItemSchema.parse(item));
    expect(ids(items)).toEqual([101, 103]);
    expect(items[1]?.product).toMatchObject({ id: 10, name: 'p10' });
    // An item without its own unit measures in its product's unit; 103 names kg explicitly.
    expect(items[0]?.measureUnit).toMatchObject({ id: 1, name: 'кг' });
    const { body: got } = await venue.get('get', { moduleName: INCOMING, objectId: 1 });
    const { invoiceItems: _items, ...withoutItems } = body;
    expect(withoutItems).toEqual(got);
  });

  it('derives line and invoice sums in hundredths (1.5 x 33.33 = 50.00, not 49.99)', async () => {
    venue = venueApp({ venue: smallVenue() });
    const { body } = await venue.get('read', { moduleName: INCOMING, objectId: 1 });
    expect(body.invoiceItems[0]).toMatchObject({
      price: 33.33,
      actualAmount: 1.5,
      fixedTotalSum: 50,
      calculatedTotalSum: 50,
      fixedVatSum: 4.55,
      fixedTotalSumWithoutVat: 45.45,
      costPriceSum: 45.45,
      costPrice: 30.3,
    });
    // The deleted item 102 (2 x 100) is not part of the totals.
    expect(body).toMatchObject({ totalSum: 50.3, totalNds: 4.6, totalSumWoNds: 45.7, totalAmount: 4.5 });
  });

  it('serves every venue class with the fields its schema names', async () => {
    venue = venueApp({ venue: smallVenue() });
    const cases = [
      ['core.dictionaries.measureunits', 1, MeasureUnitSchema, 'MeasureUnit'],
      ['warehouse.providers', 1, BusinessmanSchema, 'Businessman'],
      ['warehouse.providers', 2, OrganizationSchema, 'Organization'],
      ['warehouse.store', 1, StoreSchema, 'Store'],
      [NOMENCLATURE, 2, SingleCategorySchema, 'SingleCategory'],
      [NOMENCLATURE, 11, SingleProductSchema, 'SingleProduct'],
      [ITEMS, 201, InvoiceItemSchema, 'InvoiceItem'],
    ] as const;
    for (const [moduleName, objectId, schema, cls] of cases) {
      const { status, body } = await venue.get('get', { moduleName, objectId });
      expect(status, `${moduleName} ${objectId}`).toBe(200);
      expect(schema.parse(body).className).toBe(`${DEFAULT_PREFIX}.modules.${moduleName}.${cls}`);
      expect(body.id).toBe(objectId);
    }
  });

  it('get of a category or product carries no parentId (only tree does)', async () => {
    venue = venueApp({ venue: smallVenue() });
    const { body } = await venue.get('get', { moduleName: NOMENCLATURE, objectId: 10 });
    expect(body).not.toHaveProperty('parentId');
    expect(body).not.toHaveProperty('parentItem');
  });
});

describe('objectRid', () => {
  it('finds an object by its default rid and by a rid the fixture gives', async () => {
    venue = venueApp({ venue: smallVenue() });
    const byId = await venue.get('get', { moduleName: INCOMING, objectId: 1 });
    expect(byId.body._id).toBe('rid-IncomingInvoice-1');
    const byRid = await venue.get('get', { moduleName: INCOMING, objectRid: 'rid-IncomingInvoice-1' });
    expect(byRid.body).toEqual(byId.body);
    const org = await venue.get('read', { moduleName: 'warehouse.providers', objectRid: 'provider-org-2' });
    expect(org.body).toMatchObject({ id: 2, _id: 'provider-org-2' });
  });

  it('accepts objectId and objectRid together only when they name the same object', async () => {
    venue = venueApp({ venue: smallVenue() });
    const same = await venue.get('get', {
      moduleName: INCOMING,
      objectId: 2,
      objectRid: 'rid-IncomingInvoice-2',
    });
    expect(same.body.id).toBe(2);
    const different = await venue.get('get', {
      moduleName: INCOMING,
      objectId: 1,
      objectRid: 'rid-IncomingInvoice-2',
    });
    expect(different.status).toBe(400);
    expect(different.body.errorCode).toBe('objectNotFound');
  });

  it('refuses a rid of another module and an unknown rid', async () => {
    venue = venueApp({ venue: smallVenue() });
    for (const objectRid of ['rid-Store-1', 'no-such-rid']) {
      const { status, body } = await venue.get('get', { moduleName: INCOMING, objectRid });
      expect(status).toBe(400);
      expect(body.errorCode).toBe('objectNotFound');
      expect(body.errorDescription).toContain(objectRid);
    }
  });
});

describe('list', () => {
  it('lists the items of one invoice through the owner context, deleted ones only with showDeleted', async () => {
    venue = venueApp({ venue: smallVenue() });
    const owner = { ownerContextClassName: invoiceClass(DEFAULT_PREFIX) };
    expect(ids((await venue.get('list', { moduleName: ITEMS, ownerContextId: 1, ...owner })).body)).toEqual([
      101, 103,
    ]);
    const withDeleted = await venue.get('list', {
      moduleName: ITEMS,
      ownerContextId: 1,
      ...owner,
      showDeleted: true,
    });
    expect(ids(withDeleted.body)).toEqual([101, 102, 103]);
    expect(withDeleted.body[1].deleted).toBe(true);
    expect(ids((await venue.get('list', { moduleName: ITEMS, ownerContextId: 2, ...owner })).body)).toEqual([
      201,
    ]);
    expect(ids((await venue.get('list', { moduleName: ITEMS })).body)).toEqual([101, 103, 201]);
  });

  it('hides deleted objects unless showDeleted is true', async () => {
    venue = venueApp({ venue: smallVenue() });
    const hidden = await venue.get('list', { moduleName: NOMENCLATURE });
    expect(ids(hidden.body)).not.toContain(4);
    const shown = await venue.get('list', { moduleName: NOMENCLATURE, showDeleted: 'true' });
    expect(ids(shown.body)).toContain(4);
    const off = await venue.get('list', { moduleName: NOMENCLATURE, showDeleted: 'false' });
    expect(off.body).toEqual(hidden.body);
  });

  it('pages with limit and offset; paging until a short page yields the whole list', async () => {
    venue = venueApp();
    const all = (await venue.get('list', { moduleName: NOMENCLATURE })).body;
    expect(all.length).toBeGreaterThan(30);
    const paged: { id: number }[] = [];
    for (let offset = 0; ; offset += 7) {
      const page = (await venue.get('list', { moduleName: NOMENCLATURE, limit: 7, offset })).body;
      paged.push(...page);
      if (page.length < 7) break;
    }
    expect(paged).toEqual(all);
  });

  it('refuses an owner context that names no object, and half an owner context', async () => {
    venue = venueApp({ venue: smallVenue() });
    const missing = await venue.get('list', {
      moduleName: ITEMS,
      ownerContextId: 99,
      ownerContextClassName: invoiceClass(DEFAULT_PREFIX),
    });
    expect(missing.body.errorCode).toBe('objectNotFound');
    const wrongClass = await venue.get('list', {
      moduleName: ITEMS,
      ownerContextId: 1,
      ownerContextClassName: `${DEFAULT_PREFIX}.modules.warehouse.store.Store.Nope`,
    });
    expect(wrongClass.body.errorCode).toBe('objectNotFound');
    const noClass = await venue.get('list', { moduleName: ITEMS, ownerContextId: 1 });
    expect(noClass.body).toMatchObject({ errorCode: 'invalidRequest' });
    expect(noClass.body.errorDescription).toContain('ownerContextClassName');
    const noId = await venue.get('list', {
      moduleName: ITEMS,
      ownerContextClassName: invoiceClass(DEFAULT_PREFIX),
    });
    expect(noId.body.errorDescription).toContain('ownerContextId');
  });
});

describe('errors', () => {
  it('answers moduleNotFound for an unknown module on every object endpoint', async () => {
    venue = venueApp({ venue: smallVenue() });
    for (const endpoint of ['get', 'read', 'list', 'tree']) {
      const { status, body } = await venue.get(endpoint, { moduleName: 'warehouse.nope', objectId: 1 });
      expect(status).toBe(400);
      expect(body.errorCode).toBe('moduleNotFound');
    }
  });

  it('answers objectNotFound for an id the module does not hold (ids of other modules included)', async () => {
    venue = venueApp({ venue: smallVenue() });
    for (const [moduleName, objectId] of [
      [INCOMING, 999],
      [INCOMING, 101],
      ['warehouse.store', 2],
    ] as const) {
      const { status, body } = await venue.get('read', { moduleName, objectId });
      expect(status).toBe(400);
      expect(body.errorCode).toBe('objectNotFound');
    }
  });

  it('answers invalidRequest naming the parameter that is missing or malformed', async () => {
    venue = venueApp({ venue: smallVenue() });
    const cases: [string, Record<string, string>, string][] = [
      ['get', { objectId: '1' }, 'moduleName'],
      ['get', { moduleName: INCOMING }, 'objectId'],
      ['read', { moduleName: INCOMING, objectId: 'abc' }, 'objectId'],
      ['get', { moduleName: INCOMING, objectId: '1.5' }, 'objectId'],
      ['list', { moduleName: ITEMS, showDeleted: 'maybe' }, 'showDeleted'],
      ['list', { moduleName: ITEMS, limit: '0' }, 'limit'],
      ['tree', { moduleName: ITEMS, offset: '-1' }, 'offset'],
      ['list', { moduleName: ITEMS, ownerContextId: 'x', ownerContextClassName: 'y' }, 'ownerContextId'],
    ];
    for (const [endpoint, query, param] of cases) {
      const { status, body } = await venue.get(endpoint, query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(body.errorCode).toBe('invalidRequest');
      expect(body.errorDescription).toContain(param);
    }
  });

  it('refuses a request without credentials', async () => {
    venue = venueApp({ venue: smallVenue() });
    const res = await venue.app.inject({
      method: 'GET',
      url: `/platform/online/api/get?moduleName=${INCOMING}&objectId=1`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('class prefix', () => {
  it('builds every class name, reference and owner context from the configured prefix', async () => {
    const prefix = 'com.example.pos';
    venue = venueApp({ venue: smallVenue(), classPrefix: prefix });
    const { body } = await venue.get('read', { moduleName: INCOMING, objectId: 1 });
    expect(body.className).toBe(invoiceClass(prefix));
    expect(body.provider.className).toBe(`${prefix}.modules.warehouse.providers.Organization`);
    expect(body.invoiceItems[0].className).toBe(`${prefix}.modules.${ITEMS}.InvoiceItem`);
    expect(body.invoiceItems[0].product.className).toBe(`${prefix}.modules.${NOMENCLATURE}.SingleProduct`);
    const owned = await venue.get('list', {
      moduleName: ITEMS,
      ownerContextId: 1,
      ownerContextClassName: invoiceClass(prefix),
    });
    expect(ids(owned.body)).toEqual([101, 103]);
    const oldPrefix = await venue.get('list', {
      moduleName: ITEMS,
      ownerContextId: 1,
      ownerContextClassName: invoiceClass(DEFAULT_PREFIX),
    });
    expect(oldPrefix.body.errorCode).toBe('objectNotFound');
  });
});
