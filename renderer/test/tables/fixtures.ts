import type { CommandOutput, Table } from '../../../common/contract/index';

/** A table of the scheme, busy or not; table 2 is turned by 45°. */
export function table(id: number, isBusy: boolean, maxCapacity = 4): Table {
  return {
    id,
    shape: 'rect',
    title: String(id),
    x: id * 10,
    y: 0,
    width: 100,
    height: 80,
    angle: id === 2 ? 45 : 0,
    backgroundColor: '255,255,255,1',
    fontSize: 16,
    reservable: true,
    minCapacity: 1,
    maxCapacity,
    isBusy,
    itemTitle: 'table',
    _id: `t${id}`,
  };
}

/** A workload answer of these halls of tables (live, or a copy saved 12 minutes ago). */
export function workload(
  tables: Table[][],
  source: 'live' | 'cache' = 'live',
): CommandOutput<'tables.workload'> {
  const all = tables.flat();
  return {
    tableScheme: {
      tablesWithoutHall: [],
      halls: tables.map((hallTables, index) => ({
        id: index + 1,
        title: `Hall ${index + 1}`,
        tables: hallTables,
        width: 1000,
        height: 600,
      })),
      width: 1000,
      height: 600,
      maxCapacity: all.reduce((sum, t) => sum + t.maxCapacity, 0),
      currentLoad: all.filter((t) => t.isBusy).reduce((sum, t) => sum + t.maxCapacity, 0),
      reservations: [],
      itemTitle: 'scheme',
    },
    source,
    ageMs: source === 'cache' ? 12 * 60_000 : 0,
    fetchedAt: '2026-11-23T11:48:00.000Z',
  };
}
