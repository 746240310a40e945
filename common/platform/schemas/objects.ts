import { z } from 'zod';
import { optional } from './optional';

/** Every platform object carries className and id; the rest depends on the class. */
export const PlatformObjectSchema = z.looseObject({ className: z.string(), id: z.number().int() });
export type PlatformObject = z.infer<typeof PlatformObjectSchema>;

export const MeasureUnitSchema = z.looseObject({
  className: z.string(),
  id: z.number().int(),
  name: z.string(),
  parentRatio: z.number(),
  systemUnit: z.string(),
  fullName: z.string(),
  isMainUnit: z.boolean(),
  code: z.string(),
});
export type MeasureUnit = z.infer<typeof MeasureUnitSchema>;

export const BusinessmanSchema = z.looseObject({
  className: z.string(),
  id: z.number().int(),
  shortName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const OrganizationSchema = z.looseObject({
  className: z.string(),
  id: z.number().int(),
  shortName: z.string(),
});

export const StoreSchema = z.looseObject({
  className: z.string(),
  id: z.number().int(),
  title: z.string(),
  storeCode: z.string(),
  liteBusiness: z.looseObject({ id: z.number().int(), name: z.string(), nds: z.boolean() }),
});

export const SingleCategorySchema = z.looseObject({
  className: z.string(),
  id: z.number().int(),
  name: z.string(),
  measureUnit: optional(PlatformObjectSchema),
  displayOnTerminal: z.boolean(),
  itemTitle: z.string(),
  index: z.number().int(),
  parentId: optional(z.number().int()),
  parentItem: optional(PlatformObjectSchema),
});
export type SingleCategory = z.infer<typeof SingleCategorySchema>;

export const SingleProductSchema = z.looseObject({
  className: z.string(),
  id: z.number().int(),
  name: z.string(),
  article: z.string(),
  measureUnit: optional(PlatformObjectSchema),
  ratio: z.number(),
  minimalPrice: z.number(),
  nutritionFats: z.number(),
  nutritionProteins: z.number(),
  nutritionCarbs: z.number(),
  nutritionCaloric: z.number(),
  recipe: z.string(),
  excludeDiscount: z.boolean(),
  excludeMarkup: z.boolean(),
  storeQuantity: z.number(),
  itemTitle: z.string(),
  index: z.number().int(),
  basePriceInList: z.number(),
  pack: z.number().int(),
  parentId: optional(z.number().int()),
  parentItem: optional(PlatformObjectSchema),
});
export type SingleProduct = z.infer<typeof SingleProductSchema>;

export const InvoiceItemSchema = z.looseObject({
  className: z.string(),
  id: z.number().int(),
  product: PlatformObjectSchema,
  measureUnit: PlatformObjectSchema,
  calculatedVatSum: z.number(),
  calculatedSumWithoutVat: z.number(),
  calculatedTotalSum: z.number(),
  storeQuantity: z.number(),
  fixedVatSum: z.number(),
  fixedTotalSumWithoutVat: z.number(),
  fixedTotalSum: z.number(),
  costPrice: z.number(),
  costPriceSum: z.number(),
  actualAmount: z.number(),
  price: z.number(),
});

export const IncomingInvoiceSchema = z.looseObject({
  className: z.string(),
  id: z.number().int(),
  documentNumber: z.string(),
  invoiceDate: z.string(),
  provider: PlatformObjectSchema,
  store: PlatformObjectSchema,
  processed: z.boolean(),
  /** The live service's IncomingInvoice carries it; optional for older answers. */
  paid: optional(z.boolean()),
  totalSum: z.number(),
  totalSumWoNds: z.number(),
  totalNds: z.number(),
  totalAmount: z.number(),
  /** Present only in read results (endpoint 9). */
  invoiceItems: optional(z.array(InvoiceItemSchema)),
});
export type IncomingInvoice = z.infer<typeof IncomingInvoiceSchema>;

/** A query flag in any letter case: Python clients of the live service send `True`/`False`. */
const flag = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }))
  .transform((v) => v === 'true' || v === '1');
const integerParam = z
  .string()
  .regex(/^-?\d{1,15}$/, 'must be an integer')
  .transform(Number);
const moduleName = z.string().min(1).max(200);

/** Query of get and read (endpoints 8, 9): an object by id or by its document id (objectRid). */
export const ObjectQuerySchema = z
  .object({ moduleName, objectId: integerParam.optional(), objectRid: z.string().min(1).max(200).optional() })
  .refine((q) => q.objectId !== undefined || q.objectRid !== undefined, {
    message: 'objectId or objectRid is required',
    path: ['objectId'],
  });
export type ObjectQuery = z.input<typeof ObjectQuerySchema>;

/** Query of list and tree (endpoints 10, 11), with the live service's paging. */
export const ListQuerySchema = z.object({
  moduleName,
  ownerContextId: integerParam.optional(),
  ownerContextClassName: z.string().min(1).max(300).optional(),
  showDeleted: flag.optional(),
  limit: integerParam.pipe(z.number().int().min(1).max(10_000)).optional(),
  offset: integerParam.pipe(z.number().int().min(0)).optional(),
});
export type ListQuery = z.input<typeof ListQuerySchema>;

export const ObjectListSchema = z.array(PlatformObjectSchema);
