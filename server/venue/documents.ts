import { fromCents } from '../../common/platform/money';
import type {
  CategoryFixture,
  InvoiceFixture,
  InvoiceItemFixture,
  ProductFixture,
  VenueFixture,
} from './fixture-schema';
import { invoiceSums, lineSums } from './invoice-sums';
import { classNameOf, defaultRid, MODULE_OF_CLASS, type ObjectClass } from './modules';
import { fromThousandths } from './quantity';

export type Doc = Record<string, unknown>;

/** One platform object as the venue stores it: its document plus the columns it is looked up by. */
export interface ObjectRow {
  module: string;
  id: number;
  className: string;
  rid: string;
  ownerClass: string | null;
  ownerId: number | null;
  parentId: number | null;
  deleted: boolean;
  sortIndex: number;
  /** The object as get returns it: no sub-objects, references as reference objects. */
  doc: Doc;
}

/** A reference to another object inside a document: className, id and its name, title or shortName. */
export function refOf(doc: Doc): Doc {
  const ref: Doc = { className: doc.className, id: doc.id };
  for (const field of ['name', 'title', 'shortName']) if (field in doc) ref[field] = doc[field];
  return ref;
}

interface Base {
  id: number;
  rid?: string | undefined;
  deleted: boolean;
}

/** Builds the rows of one fixture's objects; references resolve through the documents built before them. */
class RowBuilder {
  readonly rows: ObjectRow[] = [];
  private readonly byKey = new Map<string, Doc>();

  constructor(private readonly classPrefix: string) {}

  add(
    cls: ObjectClass,
    item: Base,
    fields: Doc,
    placement: { owner?: Doc; parentId?: number | undefined; sortIndex?: number } = {},
  ): Doc {
    const className = classNameOf(this.classPrefix, cls);
    const rid = item.rid ?? defaultRid(cls, item.id);
    const doc: Doc = { className, id: item.id, _id: rid, deleted: item.deleted, ...fields };
    const owner = placement.owner;
    this.rows.push({
      module: MODULE_OF_CLASS[cls],
      id: item.id,
      className,
      rid,
      ownerClass: owner ? String(owner.className) : null,
      ownerId: owner ? Number(owner.id) : null,
      parentId: placement.parentId ?? null,
      deleted: item.deleted,
      sortIndex: placement.sortIndex ?? 0,
      doc,
    });
    this.byKey.set(`${cls}:${item.id}`, doc);
    return doc;
  }

  /** The reference to an object added before; the fixture's cross-reference checks guarantee it exists. */
  ref(cls: ObjectClass, id: number): Doc {
    const doc = this.byKey.get(`${cls}:${id}`);
    if (!doc) throw new Error(`${cls} ${id} is referenced before it is built`);
    return refOf(doc);
  }

  /**
   * A copy of a whole object added before, for the references the live service's clients build
   * objects from (an invoice's `store` and `provider`: clients read the store's `storeCode`).
   */
  whole(cls: ObjectClass, id: number): Doc {
    const doc = this.byKey.get(`${cls}:${id}`);
    if (!doc) throw new Error(`${cls} ${id} is referenced before it is built`);
    return structuredClone(doc);
  }

  has(cls: ObjectClass, id: number): boolean {
    return this.byKey.has(`${cls}:${id}`);
  }
}

function category(b: RowBuilder, c: CategoryFixture): void {
  b.add(
    'SingleCategory',
    c,
    {
      name: c.name,
      ...(c.measureUnitId === undefined ? {} : { measureUnit: b.ref('MeasureUnit', c.measureUnitId) }),
      displayOnTerminal: c.displayOnTerminal,
      itemTitle: c.itemTitle ?? c.name,
      index: c.index,
    },
    { parentId: c.parentId, sortIndex: c.index },
  );
}

function product(b: RowBuilder, p: ProductFixture): void {
  b.add(
    'SingleProduct',
    p,
    {
      name: p.name,
      article: p.article,
      measureUnit: b.ref('MeasureUnit', p.measureUnitId),
      ratio: p.ratio,
      minimalPrice: p.minimalPrice,
      nutritionFats: p.nutritionFats,
      nutritionProteins: p.nutritionProteins,
      nutritionCarbs: p.nutritionCarbs,
      nutritionCaloric: p.nutritionCaloric,
      recipe: p.recipe,
      excludeDiscount: p.excludeDiscount,
      excludeMarkup: p.excludeMarkup,
      storeQuantity: p.storeQuantity,
      itemTitle: p.itemTitle ?? p.name,
      index: p.index,
      basePriceInList: p.basePriceInList,
      pack: p.pack,
    },
    { parentId: p.parentId, sortIndex: p.index },
  );
}

function invoiceItem(
  b: RowBuilder,
  invoice: Doc,
  item: InvoiceItemFixture,
  productUnit: number,
  index: number,
) {
  const s = lineSums(item);
  b.add(
    'InvoiceItem',
    item,
    {
      product: b.ref('SingleProduct', item.productId),
      measureUnit: b.ref('MeasureUnit', item.measureUnitId ?? productUnit),
      calculatedVatSum: fromCents(s.vat),
      calculatedSumWithoutVat: fromCents(s.withoutVat),
      calculatedTotalSum: fromCents(s.total),
      storeQuantity: fromThousandths(s.quantity),
      fixedVatSum: fromCents(s.vat),
      fixedTotalSumWithoutVat: fromCents(s.withoutVat),
      fixedTotalSum: fromCents(s.total),
      costPrice: fromCents(s.costPrice),
      costPriceSum: fromCents(s.withoutVat),
      actualAmount: fromThousandths(s.quantity),
      price: fromCents(s.price),
    },
    { owner: invoice, sortIndex: index },
  );
}

function invoice(b: RowBuilder, inv: InvoiceFixture, unitOfProduct: ReadonlyMap<number, number>): void {
  const live = inv.items.filter((item) => !item.deleted);
  const totals = invoiceSums(live.map(lineSums));
  const providerClass = b.has('Businessman', inv.providerId) ? 'Businessman' : 'Organization';
  const doc = b.add('IncomingInvoice', inv, {
    documentNumber: inv.documentNumber,
    invoiceDate: new Date(inv.invoiceDate).toISOString(),
    provider: b.whole(providerClass, inv.providerId),
    store: b.whole('Store', inv.storeId),
    processed: inv.processed,
    paid: inv.paid,
    totalSum: fromCents(totals.total),
    totalSumWoNds: fromCents(totals.withoutVat),
    totalNds: fromCents(totals.vat),
    totalAmount: fromThousandths(totals.quantity),
  });
  inv.items.forEach((item, index) =>
    invoiceItem(b, doc, item, unitOfProduct.get(item.productId) ?? 0, index),
  );
}

/** Every platform object of the venue section as a row to store. */
export function buildObjectRows(venue: VenueFixture, classPrefix: string): ObjectRow[] {
  const b = new RowBuilder(classPrefix);
  for (const u of venue.measureUnits) {
    b.add('MeasureUnit', u, {
      version: 1,
      name: u.name,
      title: u.name,
      fullName: u.fullName,
      code: u.code,
      systemUnit: u.systemUnit,
      parentRatio: u.parentRatio,
      isMainUnit: u.isMainUnit,
      mainUnit: u.isMainUnit,
      system: u.system,
      permanent: u.permanent,
    });
  }
  for (const p of venue.providers.businessmen) {
    b.add('Businessman', p, { shortName: p.shortName, firstName: p.firstName, lastName: p.lastName });
  }
  for (const o of venue.providers.organizations) b.add('Organization', o, { shortName: o.shortName });
  for (const s of venue.stores) {
    b.add('Store', s, { title: s.title, storeCode: s.storeCode, liteBusiness: { ...s.liteBusiness } });
  }
  for (const c of venue.categories) category(b, c);
  for (const p of venue.products) product(b, p);
  const unitOfProduct = new Map(venue.products.map((p) => [p.id, p.measureUnitId]));
  for (const inv of venue.invoices) invoice(b, inv, unitOfProduct);
  return b.rows;
}
