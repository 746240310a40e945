import { afterEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import { openDatabase } from '../../server/db';
import { CustomerWriter } from '../../server/loyalty/customer-writer';
import { CustomerSearch } from '../../server/loyalty/search';
import { bulkSearchKeys } from '../../server/loyalty/search-order';
import { createCustomerTables } from '../../server/loyalty/sql-schema';
import { seededRandom } from '../../server/fixture/seeded-random';
import { randomName } from '../../server/loyalty/name-pools';

let db: Database.Database | undefined;
afterEach(() => db?.close());

const person = (lastName: string, firstName: string, n: number) => ({
  customerGuid: `c${n}`,
  firstName,
  lastName,
  contactMethods: [{ type: 'phoneNumber', value: `+7 900 000-00-${String(n).padStart(2, '0')}` }],
  createTime: 0,
  blocked: false,
  tokens: [],
  accounts: [],
});

describe('search keys', () => {
  it('bulk keys follow (sort key as UTF-8 bytes, position) with gaps', () => {
    expect(bulkSearchKeys(['b', 'a', 'b', '\u{1F600}', '\uFFFD'], 10)).toEqual([20, 10, 30, 50, 40]);
  });

  it('pages stay in (last, first, middle, id) order while customers are added, through renumbering', () => {
    db = openDatabase(':memory:');
    createCustomerTables(db);
    // A gap of 4 is used up after two inserts at one spot, so renumbering happens many times.
    const writer = new CustomerWriter(db, 4);
    const search = new CustomerSearch(db);
    const random = seededRandom(7);
    const added: { id: number; key: string; phone: string }[] = [];
    for (let n = 1; n <= 60; n++) {
      const name = n % 3 === 0 ? { lastName: 'Аалто', firstName: 'Ян' } : randomName(random);
      const id = db.transaction(() => writer.insert(person(name.lastName, name.firstName, n)))();
      added.push({
        id,
        key: `${name.lastName} ${name.firstName}`.toLowerCase().replace(/ё/g, 'е'),
        phone: `${n}`,
      });
      const expected = [...added]
        .sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)) || a.id - b.id)
        .map((a) => a.id);
      expect(search.ids({ search: '', limit: 1000 })).toEqual(expected);
      expect(search.ids({ search: '900', limit: 1000 })).toEqual(expected);
      expect(search.ids({ search: '', limit: 5, offset: 3 })).toEqual(expected.slice(3, 8));
    }
    expect(search.ids({ search: 'аалто', limit: 1000 })).toHaveLength(20);
  });
});
