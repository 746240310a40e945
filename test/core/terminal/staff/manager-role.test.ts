import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_GRANT_MS } from '../../../../core/terminal/staff/grants';
import { ManagerRole } from '../../../../core/terminal/staff/manager-role';
import { FIRST_LOCK_MS } from '../../../../core/terminal/staff/pin-attempts';
import { STAFF_FILE } from '../../../../core/terminal/staff/staff-store';
import { tempFoldersForEachTest } from '../../../support/temp-folders';
import { codeOf, managerRoleIn } from '../../../support/staff-rig';

const folder = tempFoldersForEachTest('manager-role-');

async function withManager(options: { pinLength?: number } = {}) {
  const dir = folder();
  const rig = managerRoleIn(dir, options);
  await rig.role.createFirstManager('Анна', '2468'.padEnd(options.pinLength ?? 4, '0'));
  return { dir, ...rig };
}

describe('managers and PINs', () => {
  it('keeps only a salted scrypt hash of the PIN, in a 0600 file', async () => {
    const { dir, role } = await withManager();
    const file = path.join(dir, STAFF_FILE);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('2468');
    expect(text).toMatch(/"pinHash": "scrypt\$1024\$8\$1\$/);
    expect((await import('node:fs')).statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(role.status())).not.toContain('pinHash');
    await role.addManager('Борис', '2468'.replace('2', '3'), 'Анна');
    const hashes = JSON.parse(readFileSync(file, 'utf8')).managers.map((m: { pinHash: string }) => m.pinHash);
    expect(new Set(hashes.map((h: string) => h.split('$')[4])).size).toBe(2);
  });

  it('creates the first manager only while none exists', async () => {
    const { role } = await withManager();
    expect(await codeOf(() => role.createFirstManager('Вера', '1357'))).toBe('managerExists');
    expect(role.status().managers.map((m) => m.name)).toEqual(['Анна']);
  });

  it.each([
    ['empty', ''],
    ['too short', '123'],
    ['too long', '1234567890123'],
    ['not digits', '12a4'],
    ['huge', '1'.repeat(1000)],
  ])('refuses a PIN that is %s, journalled without the value', async (_what, pin) => {
    const { role, journal } = await withManager();
    expect(await codeOf(() => role.requestGrant(pin))).toBe('pinInvalid');
    const entry = journal.list({}).entries[0]!;
    expect(entry).toMatchObject({ kind: 'pinFailed', what: 'pinInvalid' });
    if (pin !== '') expect(JSON.stringify(entry)).not.toContain(pin);
  });

  it("takes the platform's pinLength where it is believable", async () => {
    const { role } = await withManager({ pinLength: 6 });
    expect(role.status().pinLength).toEqual({ min: 6, max: 6 });
    expect(await codeOf(() => role.addManager('Борис', '1357', 'Анна'))).toBe('pinInvalid');
    // a PIN set before the platform's length was known still opens
    const older = await withManager();
    const sixDigits = managerRoleIn(older.dir, { pinLength: 6 }).role;
    expect((await sixDigits.requestGrant('2468')).manager).toBe('Анна');
    const absurd = managerRoleIn(folder(), { pinLength: 400 });
    expect(absurd.role.status().pinLength).toEqual({ min: 4, max: 8 });
  });

  it('refuses a second manager with the same PIN', async () => {
    const { role } = await withManager();
    expect(await codeOf(() => role.addManager('Борис', '2468', 'Анна'))).toBe('pinTaken');
  });

  it('does not take an unreadable staff file for "no managers"', async () => {
    const dir = folder();
    writeFileSync(path.join(dir, STAFF_FILE), '{not json');
    const { role } = managerRoleIn(dir);
    expect(role.hasManagers).toBe(true);
    expect(await codeOf(() => role.createFirstManager('Вера', '1357'))).toBe('managerExists');
    expect(await codeOf(() => role.requestGrant('1357'))).toBe('pinWrong');
    expect(readFileSync(path.join(dir, STAFF_FILE), 'utf8')).toBe('{not json');
  });
});

describe('grants', () => {
  it('grants a one-action permission to the right PIN, spent by its first use (a replay is refused)', async () => {
    const { role, journal } = await withManager();
    const { grant, manager, scope } = await role.requestGrant('2468');
    expect({ manager, scope }).toEqual({ manager: 'Анна', scope: 'action' });
    expect(role.admit('queue.resolve', grant)).toMatchObject({ who: 'Анна', manager: 'Анна' });
    expect(await codeOf(() => role.admit('queue.resolve', grant))).toBe('grantUsed');
    expect(journal.list({ kind: 'refused' }).entries[0]?.details).toEqual({ code: 'grantUsed' });
  });

  it('refuses a protected command without a grant, and an unknown one', async () => {
    const { role } = await withManager();
    expect(await codeOf(() => role.admit('settings.set', undefined))).toBe('grantRequired');
    expect(await codeOf(() => role.admit('settings.set', 'junk'))).toBe('grantUnknown');
  });

  it('lets a minutes grant act again until it expires', async () => {
    const { role, clock } = await withManager();
    const { grant } = await role.requestGrant('2468', 'minutes');
    expect(role.admit('settings.set', grant).who).toBe('Анна');
    clock.now += 4 * 60_000;
    expect(role.admit('settings.set', grant).who).toBe('Анна');
    clock.now += 60_000;
    expect(await codeOf(() => role.admit('settings.set', grant))).toBe('grantExpired');
  });

  it('lets a one-action grant expire unused', async () => {
    const { role, clock } = await withManager();
    const { grant } = await role.requestGrant('2468');
    clock.now += ACTION_GRANT_MS;
    expect(await codeOf(() => role.admit('queue.resolve', grant))).toBe('grantExpired');
  });

  it('ends a grant on sign-out', async () => {
    const { role } = await withManager();
    const { grant } = await role.requestGrant('2468', 'minutes');
    role.release(grant);
    expect(await codeOf(() => role.admit('settings.set', grant))).toBe('grantUnknown');
  });

  it('refuses a grant of another launch (the same folder, a restarted core)', async () => {
    const { dir, role } = await withManager();
    const { grant } = await role.requestGrant('2468', 'minutes');
    const restarted = managerRoleIn(dir).role;
    expect(restarted).toBeInstanceOf(ManagerRole);
    expect(await codeOf(() => restarted.admit('settings.set', grant))).toBe('grantOtherLaunch');
  });

  it('lets everything through before the first manager exists (nobody could grant)', () => {
    const { role } = managerRoleIn(folder());
    expect(role.admit('settings.set', undefined)).toEqual({ who: 'cashier' });
  });
});

describe('wrong PINs', () => {
  it('grows the delay, locks for a minute after five, then each wrong PIN locks twice as long; each failure journalled', async () => {
    const { role, clock, journal } = await withManager();
    expect(await codeOf(() => role.requestGrant('1111'))).toBe('pinWrong');
    expect(await codeOf(() => role.requestGrant('1111'))).toBe('pinWrong'); // no wait after the first
    // after the second a second's wait: even the right PIN is refused until it passes
    expect(await codeOf(() => role.requestGrant('2468'))).toBe('pinLocked');
    clock.now += 1_000;
    expect(await codeOf(() => role.requestGrant('1111'))).toBe('pinWrong');
    clock.now += 2_000;
    expect(await codeOf(() => role.requestGrant('1111'))).toBe('pinWrong');
    clock.now += 4_000;
    expect(await codeOf(() => role.requestGrant('1111'))).toBe('pinLocked');
    expect(role.status().lockedUntil).toBe(new Date(clock.now + FIRST_LOCK_MS).toISOString());
    clock.now += FIRST_LOCK_MS - 1;
    expect(await codeOf(() => role.requestGrant('2468'))).toBe('pinLocked');
    clock.now += 1;
    // after a lockout, each wrong PIN locks again, twice as long
    expect(await codeOf(() => role.requestGrant('1111'))).toBe('pinLocked');
    expect(role.status().lockedUntil).toBe(new Date(clock.now + 2 * FIRST_LOCK_MS).toISOString());
    clock.now += 2 * FIRST_LOCK_MS;
    expect((await role.requestGrant('2468')).manager).toBe('Анна');
    expect(role.status().lockedUntil).toBeNull();
    // after a right PIN the count starts over: one wrong PIN costs no wait
    expect(await codeOf(() => role.requestGrant('1111'))).toBe('pinWrong');
    expect((await role.requestGrant('2468')).manager).toBe('Анна');
    const failed = journal.list({ kind: 'pinFailed' }).entries;
    expect(failed.length).toBe(9);
    expect(JSON.stringify(failed)).not.toMatch(/1111|2468/);
  });
});
