import { describe, expect, it } from 'vitest';
import { DocumentCache, openTerminalDb } from '../../../core/offline';
import type { CompanyInfo, TableScheme } from '../../../common/platform/schemas';

const T0 = Date.parse('2025-03-01T12:00:00.000Z');

describe('DocumentCache', () => {
  it('stores company info without the terminal login and password, and the table scheme and catalogue', () => {
    const db = openTerminalDb(':memory:');
    const cache = new DocumentCache(db, { clock: () => T0 });
    const info = { id: 1, fullName: 'Cafe', terminalLogin: 'term-login', terminalPassword: 's3cret-pass' };
    cache.putCompanyInfo(info as unknown as CompanyInfo, T0 - 1);
    const stored = cache.companyInfo();
    expect(stored).toEqual({ value: { id: 1, fullName: 'Cafe' }, fetchedAt: T0 - 1 });
    expect(JSON.stringify(db.prepare('SELECT * FROM documents').all())).not.toMatch(/term-login|s3cret-pass/);

    const scheme = {
      tables: [],
      halls: [],
      width: 10,
      height: 10,
      maxCapacity: 0,
      currentLoad: 0,
    } as unknown as TableScheme;
    cache.putTableScheme(scheme, T0 - 2);
    expect(cache.tableScheme()).toEqual({ value: scheme, fetchedAt: T0 - 2 });
    const tree = [
      { className: 'SingleCategory', id: 1 },
      { className: 'SingleProduct', id: 2, parentId: 1 },
    ];
    cache.putCatalogue(tree, T0 - 3);
    expect(cache.catalogue()).toEqual({ value: tree, fetchedAt: T0 - 3 });
  });
});
