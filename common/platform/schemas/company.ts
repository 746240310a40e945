import { z } from 'zod';
import { optional } from './optional';
import { MeasureUnitSchema } from './objects';

/** MeasureUnit as companyInfo embeds it: with the object bookkeeping fields. */
const CompanyMeasureUnitSchema = MeasureUnitSchema.extend({
  version: z.number().int(),
  deleted: z.boolean(),
  title: z.string(),
  system: z.boolean(),
  mainUnit: z.boolean(),
  permanent: z.boolean(),
  _Level: z.number().int(),
});

export const LanguageSchema = z.looseObject({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  kendoCulture: z.string(),
  title: z.string(),
  className: z.string(),
  _Level: z.number().int(),
});

export const CompanyInfoSchema = z.looseObject({
  id: z.number().int(),
  permitNegativeBalances: z.boolean(),
  showObjectsId: z.boolean(),
  nds1: z.boolean(),
  nds2: z.boolean(),
  generateDailyReport: z.boolean(),
  fullName: z.string(),
  org1Name: z.string(),
  org1NameShort: z.string(),
  maxDeviationOfPrices: z.number(),
  terminalLogin: z.string(),
  terminalPassword: z.string(),
  pinLength: z.number().int(),
  discount: z.string(),
  markup: z.string(),
  productBaseMeasureUnit: CompanyMeasureUnitSchema,
  semiproductBaseMeasureUnit: CompanyMeasureUnitSchema,
  modBaseMeasureUnit: CompanyMeasureUnitSchema,
  dishBaseMeasureUnit: CompanyMeasureUnitSchema,
  language: LanguageSchema,
  reserveStarts: z.number().int(),
  reserveEnds: z.number().int(),
  reserveTimeout: z.number().int(),
  tableOrderDuration: z.number().int(),
  negativeBalanceContribution: z.string(),
  balancePrimeCost: z.string(),
  zeroBalanceContribution: z.string(),
  routeWithdrawMode: z.string(),
  actualBalancePrimeCost: z.string(),
  snapshotBalancePrimeCost: z.string(),
  primeCostCalculationMethod: z.string(),
  title: z.string(),
  className: z.string(),
  _Level: z.number().int(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;

/** The terminal's own credentials, which companyInfo returns: never shown, never logged. */
export const COMPANY_SECRET_FIELDS = ['terminalLogin', 'terminalPassword'] as const;
export type PublicCompanyInfo = Omit<CompanyInfo, (typeof COMPANY_SECRET_FIELDS)[number]>;

export const CompanyInfoRequestSchema = z.object({ service: optional(z.string().max(200)) });
