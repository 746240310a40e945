import type { TableSchemeView } from '../../../common/contract/index';
import type { Table, TableScheme } from '../../../common/platform/schemas';

/**
 * The platform's table scheme with each table once (common/contract/table-scheme.ts): the halls
 * as they come, and of the scheme's top `tables` only those no hall lists. A table is matched to
 * a hall's by its id, counted: ids may repeat, and two tables of one id at the top need two in
 * the halls to be left out.
 */
export function tableSchemeView(scheme: TableScheme): TableSchemeView {
  const { tables, ...rest } = scheme;
  const inHalls = new Map<Table['id'], number>();
  for (const hall of scheme.halls)
    for (const table of hall.tables) inHalls.set(table.id, (inHalls.get(table.id) ?? 0) + 1);
  const tablesWithoutHall = tables.filter((table) => {
    const left = inHalls.get(table.id) ?? 0;
    if (left === 0) return true;
    inHalls.set(table.id, left - 1);
    return false;
  });
  return { ...rest, tablesWithoutHall };
}
