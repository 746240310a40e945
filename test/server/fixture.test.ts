import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_FIXTURE_PATH, demoFixture } from '../../server/fixture/build-demo';
import { FixtureError, parseFixture, readFixtureFile } from '../../server/fixture/load';
import type { FixtureInput } from '../../server/fixture/schema';

const dir = mkdtempSync(join(tmpdir(), 'fixture-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits reach into arbitrary fixture fields
type Json = any;

/** The demo fixture with one change made by `edit`. */
function edited(edit: (fixture: Json) => void): unknown {
  const fixture = structuredClone(demoFixture()) as FixtureInput;
  edit(fixture);
  return fixture;
}

function refusal(json: unknown): string {
  try {
    parseFixture(json);
  } catch (error) {
    expect(error).toBeInstanceOf(FixtureError);
    return (error as Error).message;
  }
  throw new Error('the fixture was accepted');
}

describe('the demo fixture', () => {
  it('server/fixtures/demo.json is what build-demo.ts writes today', () => {
    expect(JSON.parse(readFileSync(DEMO_FIXTURE_PATH, 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(demoFixture())),
    );
  });

  it('is deterministic', () => {
    expect(demoFixture()).toEqual(demoFixture());
  });

  it('has what testers need: 3+ account types, 50+ guests, every token kind, an expired token, holds', () => {
    const { guests } = parseFixture(demoFixture());
    expect(guests.accountTypes.length).toBeGreaterThanOrEqual(3);
    expect(guests.customers.length).toBeGreaterThanOrEqual(50);
    const kinds = new Set(guests.customers.flatMap((c) => c.tokens.map((t) => `${t.type}/${t.entry}`)));
    expect([...kinds].sort()).toEqual([
      'card/barCode',
      'card/trackCode',
      'phone/manual',
      'pin/manual',
      'qrGuest/qrCode',
    ]);
    const tokens = guests.customers.flatMap((c) => c.tokens);
    expect(
      tokens.some((t) => t.expirationDate !== undefined && Date.parse(t.expirationDate) < Date.now()),
    ).toBe(true);
    expect(guests.customers.some((c) => c.accounts.length >= 2)).toBe(true);
    const accounts = guests.customers.flatMap((c) => c.accounts);
    expect(accounts.some((a) => a.debitHold > 0)).toBe(true);
    expect(accounts.some((a) => a.creditHold > 0)).toBe(true);
    expect(guests.customers.some((c) => /^[A-Za-z]/.test(c.lastName))).toBe(true);
    expect(guests.customers.some((c) => /^[А-ЯЁ]/.test(c.lastName) && c.middleName)).toBe(true);
  });
});

describe('fixture validation', () => {
  it.each([
    [
      'a string balance',
      (f: Json) => (f.guests.customers[3].accounts[0].available = '10'),
      /^guests\.customers\[3\]\.accounts\[0\]\.available: .*expected number/,
    ],
    [
      'three decimals',
      (f: Json) => (f.guests.customers[0].accounts[1].ledger = 1.005),
      /^guests\.customers\[0\]\.accounts\[1\]\.ledger: must be an amount with at most two decimals/,
    ],
    [
      'a balance that does not add up',
      (f: Json) => (f.guests.customers[1].accounts[0].available = 1),
      /^guests\.customers\[1\]\.accounts\[0\]\.available: available must equal ledger - debitHold - creditHold/,
    ],
    [
      'an unknown account type',
      (f: Json) => (f.guests.customers[2].accounts[0].accountGuid = 'bonus_account_type-9'),
      /^guests\.customers\[2\]\.accounts\[0\]\.accountGuid: no account type bonus_account_type-9/,
    ],
    [
      'a phone token bound twice (one written with +)',
      (f: Json) =>
        f.guests.customers[4].tokens.push({ type: 'phone', entry: 'manual', key: '+7 916 123-45-67' }),
      /^guests\.customers\[4\]\.tokens\[1\]\.key: the phone token key is already used by customers\[0\]/,
    ],
    [
      'an unknown token entry',
      (f: Json) => (f.guests.customers[0].tokens[0].entry = 'swipe'),
      /^guests\.customers\[0\]\.tokens\[0\]\.entry: /,
    ],
    [
      'a duplicate customerGuid',
      (f: Json) => (f.guests.customers[5].customerGuid = f.guests.customers[0].customerGuid),
      /^guests\.customers\[5\]\.customerGuid: duplicate customerGuid/,
    ],
    [
      'history of an unknown customer',
      (f: Json) => (f.guests.transactions[1].customerGuid = 'nobody'),
      /^guests\.transactions\[1\]\.customerGuid: no such customer/,
    ],
    [
      'a date that is not ISO 8601',
      (f: Json) => (f.guests.customers[0].dateOfBirth = '14.03.1985'),
      /^guests\.customers\[0\]\.dateOfBirth: /,
    ],
    [
      'an unknown field',
      (f: Json) => (f.guests.customers[0].nickname = 'Ваня'),
      /^guests\.customers\[0\]: .*nickname/,
    ],
    ['version 2', (f: Json) => (f.version = 2), /^version: /],
  ])('refuses %s with the path of the bad field', (_label, edit, message) => {
    expect(refusal(edited(edit))).toMatch(message);
  });

  it('names the file when it is missing or not JSON', () => {
    expect(() => readFixtureFile(join(dir, 'missing.json'))).toThrow(/missing\.json: cannot read \(ENOENT\)/);
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{"version": 1,');
    expect(() => readFixtureFile(broken)).toThrow(/broken\.json: not valid JSON/);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(edited((f) => (f.guests.accountTypes = []))));
    expect(() => readFixtureFile(bad)).toThrow(/bad\.json: guests\.accountTypes: /);
  });
});
