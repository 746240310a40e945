import type { z } from 'zod';
import { formatPath } from '../http/errors';
import { VenueFixtureShapeSchema, type VenueFixture } from './fixture-schema';
import { defaultRid, type ObjectClass } from './modules';

type Path = (string | number)[];
type Ctx = z.RefinementCtx;

interface Entry {
  id: number;
  path: Path;
}

function report(ctx: Ctx, path: Path, message: string): void {
  ctx.addIssue({ code: 'custom', path, message });
}

/** Ids of one id space (a module, or halls, or tables); reports each repeated id at its second use. */
function idSpace(ctx: Ctx, entries: Entry[], space: string): Map<number, Path> {
  const seen = new Map<number, Path>();
  for (const e of entries) {
    const first = seen.get(e.id);
    if (first)
      report(ctx, [...e.path, 'id'], `id ${e.id} is already used in ${space} by ${formatPath(first)}`);
    else seen.set(e.id, e.path);
  }
  return seen;
}

function entries<T extends { id: number }>(list: T[], key: string): Entry[] {
  return list.map((item, i) => ({ id: item.id, path: [key, i] }));
}

function mustExist(
  ctx: Ctx,
  ids: ReadonlyMap<number, unknown>,
  id: number | undefined,
  path: Path,
  what: string,
) {
  if (id !== undefined && !ids.has(id)) report(ctx, path, `no ${what} with id ${id}`);
}

/** A category's ancestors must end at a root: a cycle would make the tree endless. */
function checkCategoryCycles(ctx: Ctx, venue: VenueFixture): void {
  const parentOf = new Map(venue.categories.map((c) => [c.id, c.parentId]));
  venue.categories.forEach((category, i) => {
    const visited = new Set<number>([category.id]);
    let parent = category.parentId;
    while (parent !== undefined && parentOf.has(parent)) {
      if (visited.has(parent)) {
        report(ctx, ['categories', i, 'parentId'], `category ${category.id} is its own ancestor`);
        return;
      }
      visited.add(parent);
      parent = parentOf.get(parent);
    }
  });
}

function checkRids(ctx: Ctx, venue: VenueFixture): void {
  const seen = new Map<string, Path>();
  const add = (list: { id: number; rid?: string | undefined }[], cls: ObjectClass | 'Table', path: Path) =>
    list.forEach((item, i) => {
      const rid = item.rid ?? defaultRid(cls, item.id);
      const first = seen.get(rid);
      if (first) report(ctx, [...path, i, 'rid'], `rid ${rid} is already used by ${formatPath(first)}`);
      else seen.set(rid, [...path, i]);
    });
  add(venue.tables, 'Table', ['tables']);
  add(venue.measureUnits, 'MeasureUnit', ['measureUnits']);
  add(venue.providers.businessmen, 'Businessman', ['providers', 'businessmen']);
  add(venue.providers.organizations, 'Organization', ['providers', 'organizations']);
  add(venue.stores, 'Store', ['stores']);
  add(venue.categories, 'SingleCategory', ['categories']);
  add(venue.products, 'SingleProduct', ['products']);
  add(venue.invoices, 'IncomingInvoice', ['invoices']);
  venue.invoices.forEach((invoice, i) => add(invoice.items, 'InvoiceItem', ['invoices', i, 'items']));
}

/**
 * Cross-reference checks of the venue section, run once its shape is valid. Every problem is
 * reported at the path of the offending field (`tables[3].hallId`), which the loader prints.
 */
export function checkVenueReferences(venue: VenueFixture, ctx: Ctx): void {
  const halls = idSpace(ctx, entries(venue.halls, 'halls'), 'halls');
  const tables = idSpace(ctx, entries(venue.tables, 'tables'), 'tables');
  const units = idSpace(ctx, entries(venue.measureUnits, 'measureUnits'), 'measure units');
  const providers = idSpace(
    ctx,
    [
      ...venue.providers.businessmen.map((b, i) => ({ id: b.id, path: ['providers', 'businessmen', i] })),
      ...venue.providers.organizations.map((o, i) => ({ id: o.id, path: ['providers', 'organizations', i] })),
    ],
    'module warehouse.providers',
  );
  const stores = idSpace(ctx, entries(venue.stores, 'stores'), 'stores');
  const categories = new Map(venue.categories.map((c, i) => [c.id, ['categories', i]]));
  idSpace(
    ctx,
    [...entries(venue.categories, 'categories'), ...entries(venue.products, 'products')],
    'module warehouse.nomenclature.singleproduct',
  );
  const products = new Map(venue.products.map((p, i) => [p.id, ['products', i]]));
  idSpace(ctx, entries(venue.invoices, 'invoices'), 'invoices');
  idSpace(
    ctx,
    venue.invoices.flatMap((inv, i) =>
      entries(inv.items, 'items').map((e) => ({ ...e, path: ['invoices', i, ...e.path] })),
    ),
    'invoice items',
  );

  venue.tables.forEach((table, i) => {
    mustExist(ctx, halls, table.hallId, ['tables', i, 'hallId'], 'hall');
    const hall = venue.halls.find((h) => h.id === table.hallId);
    if (hall && table.x + table.width > hall.width)
      report(ctx, ['tables', i, 'x'], `table reaches beyond the width of hall ${hall.id} (${hall.width})`);
    if (hall && table.y + table.height > hall.height)
      report(ctx, ['tables', i, 'y'], `table reaches beyond the height of hall ${hall.id} (${hall.height})`);
  });
  venue.occupancy.forEach((o, i) => mustExist(ctx, tables, o.tableId, ['occupancy', i, 'tableId'], 'table'));

  const company = venue.company;
  for (const field of [
    'productBaseMeasureUnitId',
    'semiproductBaseMeasureUnitId',
    'modBaseMeasureUnitId',
    'dishBaseMeasureUnitId',
  ] as const) {
    mustExist(ctx, units, company[field], ['company', field], 'measure unit');
  }

  venue.categories.forEach((c, i) => {
    mustExist(ctx, categories, c.parentId, ['categories', i, 'parentId'], 'category');
    mustExist(ctx, units, c.measureUnitId, ['categories', i, 'measureUnitId'], 'measure unit');
  });
  checkCategoryCycles(ctx, venue);
  venue.products.forEach((p, i) => {
    mustExist(ctx, categories, p.parentId, ['products', i, 'parentId'], 'category');
    mustExist(ctx, units, p.measureUnitId, ['products', i, 'measureUnitId'], 'measure unit');
  });
  venue.invoices.forEach((invoice, i) => {
    mustExist(ctx, providers, invoice.providerId, ['invoices', i, 'providerId'], 'provider');
    mustExist(ctx, stores, invoice.storeId, ['invoices', i, 'storeId'], 'store');
    invoice.items.forEach((item, j) => {
      mustExist(ctx, products, item.productId, ['invoices', i, 'items', j, 'productId'], 'product');
      mustExist(ctx, units, item.measureUnitId, ['invoices', i, 'items', j, 'measureUnitId'], 'measure unit');
    });
  });
  checkRids(ctx, venue);
}

/** The section with its cross-references checked (each problem names the path of the bad field). */
export const VenueFixtureSchema = VenueFixtureShapeSchema.superRefine(checkVenueReferences);
