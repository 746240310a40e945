import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CustomerToken } from '../common/platform/schemas';
import { REPO_ROOT } from './processes';

export const LOAD_ACCOUNT = 'bonus_account_type-1';

export interface LoadGuest {
  customerGuid: string;
  token: CustomerToken;
}

/**
 * A platform fixture for load tests: the demo venue and account types, and `count` guests with
 * one card each and a large balance, so that debits are refused only by the terminal's rules.
 */
export function writeLoadFixture(dir: string, count: number): { file: string; guests: LoadGuest[] } {
  const demo = JSON.parse(readFileSync(path.join(REPO_ROOT, 'server', 'fixtures', 'demo.json'), 'utf8')) as {
    guests: { accountTypes: unknown[]; customers: unknown[]; transactions: unknown[] };
  };
  const guests: LoadGuest[] = Array.from({ length: count }, (_, i) => ({
    customerGuid: `load-guest-${i}`,
    token: { type: 'card', entry: 'trackCode', key: `7700${String(i).padStart(6, '0')}` },
  }));
  demo.guests.customers = guests.map((g, i) => ({
    customerGuid: g.customerGuid,
    firstName: `Гость${i}`,
    lastName: 'Нагрузочный',
    tokens: [g.token],
    accounts: [
      { accountGuid: LOAD_ACCOUNT, ledger: 1_000_000, available: 1_000_000, debitHold: 0, creditHold: 0 },
    ],
  }));
  demo.guests.transactions = [];
  const file = path.join(dir, 'load-fixture.json');
  writeFileSync(file, JSON.stringify(demo));
  return { file, guests };
}
