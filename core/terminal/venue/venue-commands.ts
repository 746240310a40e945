import type { CommandOutput, ParsedInput } from '../../../common/contract/index';
import type { TableScheme } from '../../../common/platform/schemas';
import type { CoreContext } from '../context';
import { readThrough } from '../read-through';
import { tableSchemeView } from './table-scheme-view';
import { catalogueView, companyView } from './venue-views';

/** What the venue's reads use of the core. */
type VenueContext = Pick<CoreContext, 'documents' | 'connectivity' | 'live' | 'now'>;

/** The module that holds the nomenclature: categories and products in one tree. */
export const CATALOGUE_MODULE = 'warehouse.nomenclature.singleproduct';

/** Company settings; the terminal's login and password never leave the core (nor enter the cache). */
export function companyInfo(ctx: VenueContext): Promise<CommandOutput<'company.info'>> {
  return readThrough(ctx, {
    fetch: () => ctx.live((client, options) => client.companyInfo(options)),
    remember: (info, now) => ctx.documents.putCompanyInfo(info, now),
    cached: () => ctx.documents.companyInfo(),
    fromLive: (info) => ({ company: companyView(info) }),
    fromCache: (info) => ({ company: companyView(info) }),
  });
}

/**
 * The table scheme with its load, each table once (table-scheme-view.ts); only the current load
 * (no `time`) is cached, as the platform sent it.
 */
export function tablesWorkload(
  ctx: VenueContext,
  { time }: ParsedInput<'tables.workload'>,
): Promise<CommandOutput<'tables.workload'>> {
  return readThrough(ctx, {
    fetch: () => ctx.live((client, options) => client.workload(time, options)),
    remember: (answer, now) => {
      if (time === undefined) setImmediate(() => saveTableScheme(ctx, answer.tableScheme, now));
    },
    cached: () => ctx.documents.tableScheme(),
    fromLive: (answer) => ({ tableScheme: tableSchemeView(answer.tableScheme) }),
    fromCache: (tableScheme) => ({ tableScheme: tableSchemeView(tableScheme) }),
  });
}

/**
 * The saved copy of the scheme is written after the answer has left (issue 27): the map opened
 * again waits off view for this answer, and writing the copy of 500 tables (250 KB,
 * synchronous=FULL) is slower than the answer's own handling. A copy not written (the core closing, a full disk) leaves
 * the older one: it is only what the map shows offline, and the next answer writes it again.
 */
function saveTableScheme(ctx: VenueContext, scheme: TableScheme, now: number): void {
  try {
    ctx.documents.putTableScheme(scheme, now);
  } catch {
    // The older copy stands (above).
  }
}

export function catalogueTree(ctx: VenueContext): Promise<CommandOutput<'catalogue.tree'>> {
  return readThrough(ctx, {
    fetch: () => ctx.live((client, options) => client.tree({ moduleName: CATALOGUE_MODULE }, options)),
    remember: (tree, now) => ctx.documents.putCatalogue(tree, now),
    cached: () => ctx.documents.catalogue(),
    fromLive: (tree) => ({ items: catalogueView(tree) }),
    fromCache: (tree) => ({ items: catalogueView(tree) }),
  });
}
