import { describe, expect, it } from 'vitest';
import type { Table, TableScheme } from '../../../electron/contract';
import { reuseUnchanged } from '../../src/tables/reuse-unchanged';
import { table } from './fixtures';

const scheme = (tables: Table[]): TableScheme => ({
  tables,
  halls: [{ id: 1, tables, width: 1000, height: 600 }],
  width: 1000,
  height: 600,
  maxCapacity: 4 * tables.length,
  currentLoad: 0,
  reservations: [],
  itemTitle: 'scheme',
});

describe('reuseUnchanged', () => {
  it('keeps the previous objects of unchanged tables and takes the changed ones', () => {
    const before = scheme([table(1, false), table(2, false)]);
    const after = reuseUnchanged(before, scheme([table(1, false), table(2, true)]));
    expect(after.halls[0]!.tables[0]).toBe(before.halls[0]!.tables[0]);
    expect(after.halls[0]!.tables[1]).not.toBe(before.halls[0]!.tables[1]);
    expect(after.halls[0]!.tables[1]!.isBusy).toBe(true);
    expect(after.halls[0]).not.toBe(before.halls[0]);
  });

  it('keeps a whole hall when nothing in it changed', () => {
    const before = scheme([table(1, false), table(2, true)]);
    const after = reuseUnchanged(before, scheme([table(1, false), table(2, true)]));
    expect(after.halls[0]).toBe(before.halls[0]);
    expect(after.tables).toBe(before.tables);
  });

  it('takes a moved table, a table with an extra field and a new hall size as changed', () => {
    const before = scheme([table(1, false), table(2, false), table(3, false)]);
    const moved = { ...table(1, false), x: 999 };
    const extra = { ...table(2, false), note: 'vip' } as Table;
    const next = scheme([moved, extra, table(3, false)]);
    next.halls[0]!.width = 2000;
    const after = reuseUnchanged(before, next);
    expect(after.halls[0]!.tables[0]).toBe(moved);
    expect(after.halls[0]!.tables[1]).toBe(extra);
    expect(after.halls[0]!.tables[2]).toBe(before.halls[0]!.tables[2]);
    expect(after.halls[0]!.width).toBe(2000);
  });
});
