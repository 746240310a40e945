import { z } from 'zod';
import { TableSchema, TableSchemeSchema } from '../platform/schemas/workload';

/**
 * The table scheme as `tables.workload` gives it to the UI: each table once, in its hall. The
 * platform lists every table twice, in the scheme's top `tables` and again in its hall's (240 KB
 * for 500 tables); the core keeps the halls as they come and, of the top list, only the tables no
 * hall lists (core/terminal/venue/table-scheme-view.ts). The platform's own schema stays as it sends it.
 */
export const TableSchemeViewSchema = TableSchemeSchema.omit({ tables: true }).extend({
  /** The tables no hall lists: every table of a scheme without halls, and usually none otherwise. */
  tablesWithoutHall: z.array(TableSchema),
});
export type TableSchemeView = z.infer<typeof TableSchemeViewSchema>;
