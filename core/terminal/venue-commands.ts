import type { CommandOutput, ParsedInput } from '../../common/contract/index';
import type { CoreContext } from './context';
import { readThrough } from './read-through';
import { tableSchemeView } from './table-scheme-view';
import { catalogueView, companyView } from './views';

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
      if (time === undefined) ctx.documents.putTableScheme(answer.tableScheme, now);
    },
    cached: () => ctx.documents.tableScheme(),
    fromLive: (answer) => ({ tableScheme: tableSchemeView(answer.tableScheme) }),
    fromCache: (tableScheme) => ({ tableScheme: tableSchemeView(tableScheme) }),
  });
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
