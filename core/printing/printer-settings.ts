import { z } from 'zod';
import { CodePageSchema, PaperWidthSchema, PrinterAddressSchema } from '../../common/contract/index';

/**
 * The printer as settings.json keeps it: no printer, 58 mm, cp866 and slips printing by themselves
 * until a manager says otherwise (issue 42: "default: yes once a printer is set").
 */
export const StoredPrinterSchema = z
  .object({
    address: PrinterAddressSchema.nullable().default(null),
    paper: PaperWidthSchema.default(58),
    codePage: CodePageSchema.default('cp866'),
    autoPrint: z.boolean().default(true),
  })
  .prefault({});
