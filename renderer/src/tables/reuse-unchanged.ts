import type { Hall, Table, TableScheme } from '../../../electron/contract';

function sameFields(a: object, b: object, skip?: string): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => key === skip || (key in recordB && Object.is(recordA[key], recordB[key])));
}

/**
 * A new answer for another moment with the objects of the previous one wherever nothing changed:
 * the map's keyed blocks then touch only the tables whose load (or anything else) changed, not all
 * 500 (issue 17). Tables are matched by id and compared field by field (flat values; a nested value
 * counts as changed); a hall is kept when its fields and all its tables are.
 */
export function reuseUnchanged(previous: TableScheme | undefined, next: TableScheme): TableScheme {
  if (!previous) return next;
  const before = new Map<number, Table>();
  for (const table of [...previous.tables, ...previous.halls.flatMap((hall) => hall.tables)])
    before.set(table.id, table);
  const reuse = (table: Table): Table => {
    const old = before.get(table.id);
    return old && sameFields(old, table) ? old : table;
  };
  const reuseTables = (tables: Table[], old: Table[] | undefined): Table[] => {
    const mapped = tables.map(reuse);
    return old && old.length === mapped.length && mapped.every((t, i) => t === old[i]) ? old : mapped;
  };
  const halls = next.halls.map((hall, index): Hall => {
    const old = previous.halls[index];
    const tables = reuseTables(hall.tables, old?.tables);
    return old && tables === old.tables && sameFields(old, hall, 'tables') ? old : { ...hall, tables };
  });
  return { ...next, tables: reuseTables(next.tables, previous.tables), halls };
}
