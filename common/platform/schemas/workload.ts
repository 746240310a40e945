import { z } from 'zod';
import { optional } from './optional';

export const TableSchema = z.looseObject({
  id: z.number().int(),
  shape: z.string(),
  title: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  angle: z.number().int(),
  backgroundColor: z.string(),
  fontSize: z.number().int(),
  reservable: z.boolean(),
  minCapacity: z.number().int(),
  maxCapacity: z.number().int(),
  isBusy: z.boolean(),
  itemTitle: z.string(),
  _id: z.string(),
});
export type Table = z.infer<typeof TableSchema>;

export const HallSchema = z.looseObject({
  tables: z.array(TableSchema),
  width: z.number().int(),
  height: z.number().int(),
});
export type Hall = z.infer<typeof HallSchema>;

export const TableSchemeSchema = z.looseObject({
  tables: z.array(TableSchema),
  halls: z.array(HallSchema),
  width: z.number().int(),
  height: z.number().int(),
  /** Seats of all tables together (sum of the tables' maxCapacity). */
  maxCapacity: z.number().int(),
  /** Seats of the tables busy at the requested moment (sum of their maxCapacity). */
  currentLoad: z.number().int(),
  reservations: z.array(z.unknown()),
  itemTitle: z.string(),
});
export type TableScheme = z.infer<typeof TableSchemeSchema>;

export const WorkloadResponseSchema = z.looseObject({ tableScheme: TableSchemeSchema });
export type WorkloadResponse = z.infer<typeof WorkloadResponseSchema>;

/** The interface does not show the format of time; we take an ISO 8601 timestamp or epoch milliseconds. */
export const WorkloadRequestSchema = z.object({
  service: optional(z.string().max(200)),
  time: optional(z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()])),
});
export type WorkloadRequest = z.infer<typeof WorkloadRequestSchema>;
