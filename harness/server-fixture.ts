import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_FIXTURE } from '../server/start-server';
import type { CustomerToken } from '../common/platform/schemas';

export const FIXTURE_ACCOUNT = 'bonus_account_type-1';

export function fixtureToken(n: number): CustomerToken {
  return { type: 'card', entry: 'trackCode', key: `77000000${String(n).padStart(8, '0')}` };
}

/**
 * Writes a fixture into `dir`: the demo venue with `guests` guests, each holding `available`
 * (a JSON amount) on FIXTURE_ACCOUNT. Returns the file.
 */
export function writeGuestsFixture(dir: string, guests: number, available: number): string {
  const demo = JSON.parse(readFileSync(DEFAULT_FIXTURE, 'utf8')) as {
    guests: { accountTypes: unknown[]; customers: unknown[]; transactions?: unknown[] };
  };
  demo.guests.customers = Array.from({ length: guests }, (_, i) => ({
    customerGuid: `offline-guest-${i + 1}`,
    firstName: 'Guest',
    lastName: `Number${i + 1}`,
    tokens: [fixtureToken(i + 1)],
    accounts: [{ accountGuid: FIXTURE_ACCOUNT, ledger: available, available, debitHold: 0, creditHold: 0 }],
  }));
  demo.guests.transactions = [];
  const file = join(dir, 'fixture.json');
  writeFileSync(file, JSON.stringify(demo));
  return file;
}
