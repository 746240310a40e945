import { z } from 'zod';

/** The kinds read by usage page alone when nothing is configured: never keyboards (the cashier's own). */
export const DEFAULT_BY_USAGE = ['barcode', 'msr'] as const;

const usbId = z.number().int().min(0).max(0xffff);

/** Which HID devices the terminal reads (settings): configured readers, and kinds picked by usage page. */
export const ReaderSelectionSchema = z.strictObject({
  readers: z
    .array(
      z.strictObject({
        vendorId: usbId,
        productId: usbId,
        usagePage: usbId.optional(),
        kind: z.enum(['keyboard', 'barcode', 'msr']).optional(),
        reportId: z.number().int().min(0).max(255).nullable().optional(),
        requireSuffix: z.boolean().optional(),
      }),
    )
    .max(32)
    .default([]),
  byUsage: z
    .array(z.enum(['keyboard', 'barcode', 'msr']))
    .max(3)
    .default([...DEFAULT_BY_USAGE]),
});
export type ReaderSelectionConfig = z.infer<typeof ReaderSelectionSchema>;

/** A HID device as the status names it. */
const deviceFields = {
  vendorId: z.number().int(),
  productId: z.number().int(),
  product: z.string().optional(),
  manufacturer: z.string().optional(),
  usagePage: z.number().int().optional(),
  path: z.string(),
};

/**
 * Why no HID device can be read at all: this host reads none (the browser host with `--no-hid`),
 * node-hid cannot load libusb or libudev, is not installed, or its native module fails. The
 * renderer words each; the system's own message stays beside it as `detail`.
 */
export const HID_MISSING_REASONS = [
  'notThisHost',
  'noLibusb',
  'noLibudev',
  'notInstalled',
  'nativeModule',
] as const;
export type HidMissingReason = (typeof HID_MISSING_REASONS)[number];

/** What the terminal tells about its readers (part of the status). */
export const ScannerStatusSchema = z.object({
  backend: z.discriminatedUnion('state', [
    z.object({ state: z.literal('loading') }),
    z.object({ state: z.literal('ready'), description: z.string() }),
    z.object({
      state: z.literal('missing'),
      reason: z.enum(HID_MISSING_REASONS),
      detail: z.string().optional(),
    }),
    /** Listing the devices failed (retried at every poll): the system's message. */
    z.object({ state: z.literal('error'), detail: z.string() }),
  ]),
  readers: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['keyboard', 'barcode', 'msr']),
      ...deviceFields,
      state: z.enum(['opening', 'reading', 'noPermission', 'unplugged', 'error']),
      message: z.string().optional(),
    }),
  ),
  /** The other HID devices the system lists, which the terminal does not read, and why (the readers' check). */
  others: z
    .array(
      z.object({
        ...deviceFields,
        why: z.enum(['keyboard', 'notAReader', 'notChosen']),
      }),
    )
    .optional(),
});
