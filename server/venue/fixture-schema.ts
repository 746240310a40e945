import { z } from 'zod';
import { toCents } from '../../common/platform/money';
import { toThousandths } from './quantity';

/**
 * The `venue` section of the platform server's fixture: the company, the halls and tables with
 * their occupancy, and the catalogue objects that get/read/list/tree serve. docs/venue.md
 * describes every field; ids are positive integers, unique within their module.
 */

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const text = z.string().trim().min(1).max(500);
const optionalText = z.string().max(2000);
const int = z.number().int().min(-1_000_000).max(1_000_000);
const size = z.number().int().positive().max(100_000);
/** The object's document id (objectRid); defaults to `rid-<ClassName>-<id>`. */
const rid = z.string().trim().min(1).max(200).optional();
const deleted = z.boolean().default(false);
const isoTime = z.iso.datetime({ offset: true });

/** Bounds keep every line and invoice sum an exact integer of hundredths (see invoice-sums.ts). */
const money = z
  .number()
  .nonnegative()
  .max(1_000_000)
  .refine((n) => toCents(n) !== undefined, 'must be an amount with at most two decimals');
const quantity = z
  .number()
  .positive()
  .max(10_000)
  .refine((n) => toThousandths(n) !== undefined, 'must be a quantity with at most three decimals');
const ratio = z.number().positive().max(1e9);
const nutrition = z.number().nonnegative().max(1e6).default(0);

const LanguageSchema = z.strictObject({
  id,
  version: z.number().int().nonnegative().default(1),
  name: text,
  kendoCulture: text,
  title: text,
});

export const CompanyFixtureSchema = z.strictObject({
  id,
  title: text,
  fullName: text,
  org1Name: text,
  org1NameShort: text,
  terminalLogin: text,
  terminalPassword: text,
  permitNegativeBalances: z.boolean().default(false),
  showObjectsId: z.boolean().default(false),
  nds1: z.boolean().default(true),
  nds2: z.boolean().default(false),
  generateDailyReport: z.boolean().default(true),
  maxDeviationOfPrices: z.number().nonnegative().max(100).default(0),
  pinLength: z.number().int().min(1).max(32).default(4),
  discount: text.default('scale'),
  markup: text.default('scale'),
  /** Ids of measureUnits entries: companyInfo embeds the units themselves. */
  productBaseMeasureUnitId: id,
  semiproductBaseMeasureUnitId: id,
  modBaseMeasureUnitId: id,
  dishBaseMeasureUnitId: id,
  language: LanguageSchema,
  reserveStarts: int,
  reserveEnds: int,
  reserveTimeout: int,
  tableOrderDuration: int,
  negativeBalanceContribution: text.default('ONE'),
  balancePrimeCost: text.default('POSITIVE_AND_NEGATIVE'),
  zeroBalanceContribution: text.default('NIL'),
  routeWithdrawMode: text.default('BYROUTEWITHDRAWTYPE'),
  actualBalancePrimeCost: text.default('FUTURE'),
  snapshotBalancePrimeCost: text.default('BEFORE'),
  primeCostCalculationMethod: text.default('AVG_POSITIVE'),
});

export const HallFixtureSchema = z.strictObject({ id, title: text, width: size, height: size });

export const TableFixtureSchema = z
  .strictObject({
    id,
    hallId: id,
    title: text,
    rid,
    x: z.number().int().nonnegative().max(100_000),
    y: z.number().int().nonnegative().max(100_000),
    width: size,
    height: size,
    angle: z.number().int().min(-360).max(360).default(0),
    shape: text.default('rect'),
    /** Comma-separated colour components, as the service writes them: `"255,255,255,1"`. */
    backgroundColor: z
      .string()
      .regex(/^\d{1,3}(\.\d+)?(,\s*\d{1,3}(\.\d+)?){2,3}$/, 'must be comma-separated colour components')
      .default('255,255,255,1'),
    fontSize: z.number().int().positive().max(500).default(14),
    reservable: z.boolean().default(true),
    minCapacity: z.number().int().nonnegative().max(1000).default(1),
    maxCapacity: z.number().int().positive().max(1000),
  })
  .refine((t) => t.minCapacity <= t.maxCapacity, {
    message: 'minCapacity must not exceed maxCapacity',
    path: ['minCapacity'],
  });

/**
 * A table is busy during [from, to). Either absolute ISO 8601 moments (`from`, `to`) or
 * minutes relative to the moment the fixture is loaded (`startsMinutesFromLoad`,
 * `durationMinutes`), so that a demo always has tables busy now.
 */
export const OccupancyFixtureSchema = z
  .strictObject({
    tableId: id,
    from: isoTime.optional(),
    to: isoTime.optional(),
    startsMinutesFromLoad: z.number().int().min(-525_600).max(525_600).optional(),
    durationMinutes: z.number().int().positive().max(525_600).optional(),
  })
  .superRefine((o, ctx) => {
    const absolute = o.from !== undefined || o.to !== undefined;
    const relative = o.startsMinutesFromLoad !== undefined || o.durationMinutes !== undefined;
    if (absolute && relative) {
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'give either from/to or startsMinutesFromLoad/durationMinutes, not both',
      });
    } else if (relative) {
      if (o.startsMinutesFromLoad === undefined)
        ctx.addIssue({ code: 'custom', path: ['startsMinutesFromLoad'], message: 'is required' });
      if (o.durationMinutes === undefined)
        ctx.addIssue({ code: 'custom', path: ['durationMinutes'], message: 'is required' });
    } else {
      if (o.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'is required' });
      if (o.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'is required' });
      if (o.from !== undefined && o.to !== undefined && Date.parse(o.from) >= Date.parse(o.to))
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be later than from' });
    }
  });

export const MeasureUnitFixtureSchema = z.strictObject({
  id,
  rid,
  deleted,
  name: text,
  fullName: text,
  code: text,
  /** The unit of the platform's system of units it measures in (KG, L, PCS ...). */
  systemUnit: text,
  parentRatio: ratio.default(1),
  isMainUnit: z.boolean().default(false),
  system: z.boolean().default(false),
  permanent: z.boolean().default(false),
});

const BusinessmanFixtureSchema = z.strictObject({
  id,
  rid,
  deleted,
  shortName: text,
  firstName: text,
  lastName: text,
});
const OrganizationFixtureSchema = z.strictObject({ id, rid, deleted, shortName: text });

/** Businessmen and organizations share module warehouse.providers, so their ids must differ. */
export const ProvidersFixtureSchema = z.strictObject({
  businessmen: z.array(BusinessmanFixtureSchema).default([]),
  organizations: z.array(OrganizationFixtureSchema).default([]),
});

export const StoreFixtureSchema = z.strictObject({
  id,
  rid,
  deleted,
  title: text,
  storeCode: text,
  liteBusiness: z.strictObject({ id, name: text, nds: z.boolean() }),
});

/** Categories and products share module warehouse.nomenclature.singleproduct, so their ids must differ. */
export const CategoryFixtureSchema = z.strictObject({
  id,
  rid,
  deleted,
  /** The parent category; absent for a root. */
  parentId: id.optional(),
  name: text,
  measureUnitId: id.optional(),
  displayOnTerminal: z.boolean().default(true),
  /** Defaults to name. */
  itemTitle: text.optional(),
  /** Position among its siblings (tree and list order: index, then id). */
  index: int.default(0),
});

export const ProductFixtureSchema = z.strictObject({
  id,
  rid,
  deleted,
  parentId: id.optional(),
  name: text,
  article: z.string().max(100).default(''),
  measureUnitId: id,
  ratio: ratio.default(1),
  minimalPrice: money.default(0),
  basePriceInList: money,
  nutritionFats: nutrition,
  nutritionProteins: nutrition,
  nutritionCarbs: nutrition,
  nutritionCaloric: nutrition,
  recipe: optionalText.default(''),
  excludeDiscount: z.boolean().default(false),
  excludeMarkup: z.boolean().default(false),
  storeQuantity: z.number().nonnegative().max(1e9).default(0),
  itemTitle: text.optional(),
  index: int.default(0),
  pack: z.number().int().positive().max(1_000_000).default(1),
});

/**
 * One line of an invoice: what was delivered, how much, at what price (VAT included). The
 * server derives every sum of the line (and the invoice totals) in hundredths.
 */
export const InvoiceItemFixtureSchema = z.strictObject({
  id,
  rid,
  deleted,
  productId: id,
  /** Defaults to the product's unit. */
  measureUnitId: id.optional(),
  quantity,
  price: money,
  vatPercent: z.union([z.literal(0), z.literal(10), z.literal(20)]).default(20),
});

export const InvoiceFixtureSchema = z.strictObject({
  id,
  rid,
  deleted,
  documentNumber: text,
  invoiceDate: isoTime,
  /** A businessman or an organization (one id space: module warehouse.providers). */
  providerId: id,
  storeId: id,
  processed: z.boolean().default(false),
  /** Whether the invoice has been paid (the live service's IncomingInvoice carries it). */
  paid: z.boolean().default(false),
  items: z.array(InvoiceItemFixtureSchema).max(1000).default([]),
});

const list = <T extends z.ZodType>(item: T) => z.array(item).max(100_000).default([]);

/** The section's shape; fixture-references.ts adds the cross-references' check (VenueFixtureSchema). */
export const VenueFixtureShapeSchema = z.strictObject({
  company: CompanyFixtureSchema,
  /** itemTitle of the workload's table scheme. */
  schemeTitle: text.default('Схема зала'),
  halls: list(HallFixtureSchema),
  tables: list(TableFixtureSchema),
  occupancy: list(OccupancyFixtureSchema),
  measureUnits: list(MeasureUnitFixtureSchema),
  providers: ProvidersFixtureSchema.default({ businessmen: [], organizations: [] }),
  stores: list(StoreFixtureSchema),
  categories: list(CategoryFixtureSchema),
  products: list(ProductFixtureSchema),
  invoices: list(InvoiceFixtureSchema),
});

export type VenueFixture = z.infer<typeof VenueFixtureShapeSchema>;
export type VenueFixtureInput = z.input<typeof VenueFixtureShapeSchema>;
export type TableFixture = z.infer<typeof TableFixtureSchema>;
export type OccupancyFixture = z.infer<typeof OccupancyFixtureSchema>;
export type CategoryFixture = z.infer<typeof CategoryFixtureSchema>;
export type ProductFixture = z.infer<typeof ProductFixtureSchema>;
export type InvoiceFixture = z.infer<typeof InvoiceFixtureSchema>;
export type InvoiceItemFixture = z.infer<typeof InvoiceItemFixtureSchema>;
