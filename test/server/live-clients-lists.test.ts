import { describe, expect, it } from 'vitest';
import { rawExchange, rawRequest } from '../support/raw-http';
import { BASIC } from '../support/server-app';
import { listenForTests } from '../support/listening-app';

/**
 * list and tree as the live service's clients call them: a JSON body on the GET with paging,
 * filters and sort keys, flags in any letter case, and a base URL joined with a doubled slash.
 * Raw bytes over a socket (fetch cannot send a body with GET).
 */

const served = listenForTests();

const INVOICES = 'warehouse.documents.incoming';
const NOMENCLATURE = 'warehouse.nomenclature.singleproduct';

async function get(
  endpoint: string,
  query: Record<string, string>,
  body?: unknown,
  path = '/platform/online/api/',
) {
  const target = `${path}${endpoint}?${new URLSearchParams(query).toString()}`;
  const answer = await rawExchange(
    served.port,
    rawRequest('GET', target, {
      headers: { authorization: BASIC },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
  return { status: answer.status, body: JSON.parse(answer.body) as any };
}

const ids = (objects: { id: number }[]) => objects.map((o) => o.id);

describe('paging from a JSON body of the GET', () => {
  it('list and tree take limit and offset from the body; a client paging until a short page sees everything once', async () => {
    const all = ids((await get('list', { moduleName: NOMENCLATURE })).body);
    expect(all.length).toBeGreaterThan(40);
    for (const endpoint of ['list', 'tree']) {
      const everything = ids((await get(endpoint, { moduleName: NOMENCLATURE })).body);
      const seen: number[] = [];
      for (let offset = 0; ; offset += 7) {
        const page = await get(endpoint, { moduleName: NOMENCLATURE }, { limit: 7, offset });
        expect(page.status).toBe(200);
        seen.push(...ids(page.body));
        if (page.body.length < 7) break;
      }
      expect(seen).toEqual(everything);
    }
  });

  it('the query wins over the body; nulls are absent; a body of another type is ignored', async () => {
    const query = await get('list', { moduleName: NOMENCLATURE, limit: '3' }, { limit: 5, offset: 2 });
    const all = ids((await get('list', { moduleName: NOMENCLATURE })).body);
    expect(ids(query.body)).toEqual(all.slice(2, 5));
    const nulls = await get(
      'list',
      { moduleName: NOMENCLATURE },
      { limit: null, offset: null, filters: null },
    );
    expect(ids(nulls.body)).toEqual(all);
    const text = await rawExchange(
      served.port,
      rawRequest('GET', `/platform/online/api/list?moduleName=${NOMENCLATURE}`, {
        headers: { authorization: BASIC, 'content-type': 'text/plain' },
        body: 'limit=1',
      }),
    );
    expect(ids(JSON.parse(text.body))).toEqual(all);
  });

  it('refuses a malformed body, a bad limit, a non-object body, naming the field', async () => {
    const cases: [unknown, string][] = [
      ['{"limit": 1', 'body: malformed JSON'],
      [[1, 2], 'body: expected a JSON object'],
      [{ limit: 0 }, 'limit: '],
      [{ offset: -1 }, 'offset: '],
      [{ limit: '5' }, 'limit: '],
      [{ filters: 'x' }, 'filters: '],
    ];
    for (const [body, description] of cases) {
      const res = await get('list', { moduleName: NOMENCLATURE }, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errorCode).toBe('invalidRequest');
      expect(res.body.errorDescription).toContain(description);
    }
  });

  it('a GET body over 1 MiB is refused with 413', async () => {
    const res = await get('list', { moduleName: NOMENCLATURE }, { pad: 'x'.repeat(1_100_000) });
    expect(res).toMatchObject({ status: 413, body: { errorCode: 'payloadTooLarge' } });
  });
});

describe('filters', () => {
  it('a range on a date field, with ISO moments, epoch milliseconds or epoch seconds, in the body or the query', async () => {
    const range = { since: '2025-03-04T00:00:00.000Z', till: '2025-03-06T09:00:00.000Z' };
    const filters = [{ field: 'invoiceDate', operation: 'range', value: range }];
    expect(ids((await get('list', { moduleName: INVOICES }, { filters })).body)).toEqual([2, 3, 4]);
    const inQuery = await get('list', { moduleName: INVOICES, filters: JSON.stringify(filters) });
    expect(ids(inQuery.body)).toEqual([2, 3, 4]);
    const ms = [
      {
        field: 'invoiceDate',
        operation: 'range',
        value: { since: Date.parse(range.since), till: Date.parse(range.till) - 1 },
      },
    ];
    expect(ids((await get('list', { moduleName: INVOICES }, { filters: ms })).body)).toEqual([2, 3]);
    const seconds = [{ field: 'invoiceDate', operation: 'range', value: { since: ' 1741132800' } }];
    expect(ids((await get('list', { moduleName: INVOICES }, { filters: seconds })).body)).toEqual([3, 4, 5]);
    const open = [{ field: 'invoiceDate', operation: 'RANGE', value: { till: '2025-03-04' } }];
    expect(ids((await get('list', { moduleName: INVOICES }, { filters: open })).body)).toEqual([1]);
  });

  it('equality on a field, on a reference by its id and on a nested field, strings matching numbers and booleans', async () => {
    const list = async (filters: unknown[]) =>
      ids((await get('list', { moduleName: INVOICES }, { filters })).body);
    expect(await list([{ field: 'processed', value: false }])).toEqual([4, 5]);
    expect(await list([{ field: 'processed', operation: 'eq', value: 'True' }])).toEqual([1, 2, 3]);
    expect(await list([{ field: 'store', value: 2 }])).toEqual([4]);
    expect(
      await list([
        { field: 'store.id', value: '1' },
        { field: 'processed', value: true },
      ]),
    ).toEqual([1, 2, 3]);
    expect(await list([{ field: 'documentNumber', value: 'ПН-00003' }])).toEqual([3]);
    expect(await list([{ field: 'noSuchField', value: 1 }])).toEqual([]);
  });

  it('tree: filters keep the matching objects of the traversal, a child still names its parent', async () => {
    const coffee = await get(
      'tree',
      { moduleName: NOMENCLATURE },
      { filters: [{ field: 'parentId', value: 3 }] },
    );
    expect(coffee.status).toBe(200);
    expect(coffee.body.length).toBeGreaterThan(0);
    for (const product of coffee.body) expect(product).toMatchObject({ parentId: 3, parentItem: { id: 3 } });
  });

  it('refuses unknown operations, bad moments and bad field names, naming the filter', async () => {
    const cases: [unknown, string][] = [
      [
        [{ field: 'invoiceDate', operation: 'like', value: 'x' }],
        'filters[0].operation: must be eq or range',
      ],
      [
        [{ field: 'invoiceDate', operation: 'range', value: { since: 'yesterday' } }],
        'filters[0].value.since: ',
      ],
      [
        [{ field: 'invoiceDate', operation: 'range', value: {} }],
        'filters[0].value: needs since, till or both',
      ],
      [
        [
          { field: '__proto__.x', value: 1 },
          { field: 'a b', value: 1 },
        ],
        'filters[1].field: must be a field name',
      ],
      [
        [{ field: 'processed', value: { a: 1 } }],
        'filters[0].value: must be a string, a number or a boolean',
      ],
      [['processed'], 'filters[0]: '],
    ];
    for (const [filters, description] of cases) {
      const res = await get('list', { moduleName: INVOICES }, { filters });
      expect(res.status, JSON.stringify(filters)).toBe(400);
      expect(res.body.errorDescription).toContain(description);
    }
    const badQuery = await get('list', { moduleName: INVOICES, filters: '{not json' });
    expect(badQuery.body.errorDescription).toBe('filters: must be a JSON array of filters');
  });
});

describe('sortFields and sortOrders', () => {
  it('sort the list by one or more fields, ascending by default; ties keep the list order', async () => {
    const list = async (query: Record<string, string>, body?: unknown) =>
      ids((await get('list', { moduleName: INVOICES, ...query }, body)).body);
    expect(await list({}, { sortFields: ['invoiceDate'], sortOrders: ['desc'] })).toEqual([5, 4, 3, 2, 1]);
    expect(await list({ sortFields: 'processed,invoiceDate', sortOrders: 'asc,DESC' })).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(await list({ sortFields: '["store.id","totalSum"]' })).toEqual(
      await list({}, { sortFields: ['store.id', 'totalSum'], sortOrders: [] }),
    );
    // One client's sortFields always arrive empty: the list order stays.
    expect(await list({}, { sortFields: [], sortOrders: [] })).toEqual([1, 2, 3, 4, 5]);
  });

  it('sort siblings in a tree, which stays depth-first', async () => {
    const tree = (
      await get('tree', { moduleName: NOMENCLATURE }, { sortFields: ['name'], sortOrders: ['desc'] })
    ).body;
    const roots = tree
      .filter((o: { parentId?: number }) => o.parentId === undefined)
      .map((o: { name: string }) => o.name);
    expect(roots).toEqual([...roots].sort((a, b) => b.localeCompare(a, 'ru')));
    const position = new Map<number, number>(tree.map((o: { id: number }, i: number) => [o.id, i]));
    for (const node of tree) {
      if (node.parentId !== undefined)
        expect(position.get(node.parentId)).toBeLessThan(position.get(node.id)!);
    }
  });

  it('refuses a bad order and more orders than fields', async () => {
    const bad = await get('list', { moduleName: INVOICES }, { sortFields: ['id'], sortOrders: ['up'] });
    expect(bad.body.errorDescription).toBe('sortOrders[0]: must be asc or desc');
    const extra = await get('list', { moduleName: INVOICES, sortFields: 'id', sortOrders: 'asc,desc' });
    expect(extra.body.errorDescription).toBe('sortOrders: more orders than sortFields');
  });
});

describe('query flags and paths as Python clients send them', () => {
  it.each([
    ['False', false],
    ['TRUE', true],
    ['True', true],
    ['false', false],
    ['1', true],
  ])('showDeleted=%s', async (flag, deleted) => {
    const res = await get('list', { moduleName: NOMENCLATURE, showDeleted: flag });
    expect(res.status).toBe(200);
    expect(res.body.some((o: { deleted: boolean }) => o.deleted)).toBe(deleted);
  });

  it('refuses a flag that is not true or false in any case', async () => {
    const res = await get('list', { moduleName: NOMENCLATURE, showDeleted: 'Yes' });
    expect(res.body).toMatchObject({
      errorCode: 'invalidRequest',
      errorDescription: 'showDeleted: must be true or false',
    });
  });

  it('/platform/online//api/list is the same route', async () => {
    const doubled = await get('list', { moduleName: INVOICES }, { limit: 2 }, '/platform/online//api/');
    expect(doubled.status).toBe(200);
    expect(ids(doubled.body)).toEqual([1, 2]);
  });
});
