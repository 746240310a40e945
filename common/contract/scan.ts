/** A scan as the renderer sees it: the token by its reference or a masked copy, and the guest when the core knew it. */
import { z } from 'zod';
import { SCAN_SOURCES } from '../scanner/scan-outcome';
import { GuestAnswerSchema, ScannedTokenSchema } from './views';

export const ScanSourceSchema = z.enum(SCAN_SOURCES);
export type ScanSource = z.infer<typeof ScanSourceSchema>;

const TokenScanSchema = z.object({
  kind: z.literal('token'),
  token: ScannedTokenSchema,
  source: ScanSourceSchema,
  /** The classification rule that made the token (common/scanner/rules.ts), for the readers' check. */
  rule: z.string().max(100).optional(),
});
const UnrecognisedScanSchema = z.object({
  kind: z.literal('unrecognised'),
  masked: z.string(),
  source: ScanSourceSchema,
  reason: z.string().optional(),
});
const BadSwipeSchema = z.object({
  kind: z.literal('badSwipe'),
  masked: z.string(),
  source: ScanSourceSchema,
  reason: z.string().optional(),
});
const IncompleteScanSchema = z.object({
  kind: z.literal('incomplete'),
  masked: z.string(),
  source: ScanSourceSchema,
  reason: z.string(),
});

/**
 * The classified result of one scan (core/scanner's ScanOutcome), as the renderer sees it: a
 * token by its reference, every other kind with a masked copy of what was read.
 */
export const ScanEventSchema = z.discriminatedUnion('kind', [
  TokenScanSchema,
  UnrecognisedScanSchema,
  BadSwipeSchema,
  IncompleteScanSchema,
]);
export type ScanEvent = z.infer<typeof ScanEventSchema>;

const withGuest = <Shape extends z.ZodRawShape>(scan: z.ZodObject<Shape>) =>
  scan.extend({ guest: GuestAnswerSchema.optional() });

/**
 * A scan (a wedge scan's `scan.submit` answer, a HID scan's `scan` event) with, for a card the
 * core's cache knows, its guest answered at once (the background refresh follows as a `guest`
 * event): one crossing from swipe to guest instead of a `guest.lookup` after the scan
 * (issue 17). Without `guest` the UI looks the card up itself (not cached: the platform decides).
 * Each kind of ScanEvent with `guest`: what ScanEvent & { guest? } accepts, checked without an
 * intersection's second pass and merge (a swipe's answer, issue 27).
 */
export const ScanWithGuestSchema = z.discriminatedUnion('kind', [
  withGuest(TokenScanSchema),
  withGuest(UnrecognisedScanSchema),
  withGuest(BadSwipeSchema),
  withGuest(IncompleteScanSchema),
]);
export type ScanWithGuest = z.infer<typeof ScanWithGuestSchema>;
