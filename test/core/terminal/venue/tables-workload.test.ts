import { describe, expect, it } from 'vitest';
import type { CommandOutput, Table } from '../../../../common/contract/index';
import type { TableScheme } from '../../../../common/platform/schemas';
import { PlatformClient } from '../../../../core/platform/client';
import { tableSchemeView } from '../../../../core/terminal/venue/table-scheme-view';
import { commandValue } from '../../../support/command-value';
import { proxiedDemoCoreForEachTest } from '../../../support/core-rig';
import { until } from '../../../support/until';

/**
 * tables.workload gives the UI each table once (issue 27): the platform lists every table at the
 * scheme's top and again in its hall; the core keeps the halls and only the tables of no hall.
 */
const rig = proxiedDemoCoreForEachTest('tables-workload-', {
  requestTimeoutMs: 1_500,
  pingInitialMs: 50,
  pingMaxMs: 100,
});

type Workload = CommandOutput<'tables.workload'>;

const workload = (input: unknown = {}) => commandValue<Workload>(rig.core, 'tables.workload', input);

const idsOf = (tables: Table[]) => tables.map((table) => table.id);

describe('tables.workload', () => {
  it('answers each table once, in its hall, live and from the saved copy during an outage', async () => {
    const client = new PlatformClient({
      baseUrl: rig.server.baseUrl,
      user: 'demo',
      password: 'demo',
      timeoutMs: 5_000,
    });
    const platform = (await client.workload()).tableScheme;
    const live = await workload();
    expect(live.source).toBe('live');
    expect(live.tableScheme).not.toHaveProperty('tables');
    expect(live.tableScheme.tablesWithoutHall).toEqual([]);
    expect(live.tableScheme.halls.map((hall) => idsOf(hall.tables))).toEqual(
      platform.halls.map((hall) => idsOf(hall.tables)),
    );
    const once = live.tableScheme.halls.flatMap((hall) => idsOf(hall.tables));
    expect(once.sort((a, b) => a - b)).toEqual(idsOf(platform.tables).sort((a, b) => a - b));
    expect(JSON.stringify(live).length).toBeLessThan(JSON.stringify(platform).length * 0.6);

    await rig.proxy.down();
    await until(() => rig.core.status().connectivity === 'offline');
    const saved = await workload();
    expect(saved.source).toBe('cache');
    expect(saved.tableScheme).toEqual(live.tableScheme);
  });

  it('a moment other than now is answered the same way', async () => {
    const later = await workload({ time: new Date(Date.now() + 30 * 60_000).toISOString() });
    expect(later.tableScheme.tablesWithoutHall).toEqual([]);
    expect(later.tableScheme.halls.flatMap((hall) => hall.tables).length).toBeGreaterThan(0);
  });
});

describe('tableSchemeView', () => {
  const table = (id: number, title = String(id)) => ({ id, title }) as unknown as Table;
  const scheme = (tables: Table[], halls: Table[][]) =>
    ({
      tables,
      halls: halls.map((hallTables) => ({ tables: hallTables, width: 100, height: 100 })),
      width: 100,
      height: 100,
      maxCapacity: 0,
      currentLoad: 0,
      reservations: [],
      itemTitle: 'scheme',
    }) as TableScheme;

  it('keeps the tables no hall lists at the top, every one of a scheme without halls', () => {
    expect(idsOf(tableSchemeView(scheme([table(1), table(2)], [])).tablesWithoutHall)).toEqual([1, 2]);
    expect(
      idsOf(tableSchemeView(scheme([table(1), table(2), table(3)], [[table(2)]])).tablesWithoutHall),
    ).toEqual([1, 3]);
  });

  it('counts repeated ids: two tables of one id at the top and one in a hall leave one at the top', () => {
    const view = tableSchemeView(scheme([table(5, 'a'), table(5, 'b')], [[table(5, 'a')]]));
    expect(view.tablesWithoutHall).toHaveLength(1);
    expect(view.halls[0]!.tables).toHaveLength(1);
  });
});
