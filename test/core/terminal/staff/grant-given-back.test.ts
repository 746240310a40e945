import { describe, expect, it } from 'vitest';
import { ProtectedActions } from '../../../../core/terminal/staff/protected-actions';
import { ACTION_GRANT_MS } from '../../../../core/terminal/staff/grants';
import { tempFoldersForEachTest } from '../../../support/temp-folders';
import { codeOf, managerRoleIn } from '../../../support/staff-rig';

const folder = tempFoldersForEachTest('grant-given-back-');

/** A manager, and the core's gate over their grants (no queue: the commands here carry no hold). */
async function gateIn(dir: string) {
  const rig = managerRoleIn(dir);
  await rig.role.createFirstManager('Анна', '2468');
  const gate = new ProtectedActions(rig.role, rig.journal, {
    settings: () => {
      throw new Error('not read');
    },
    queue: { get: () => undefined } as never,
    guestName: () => 'guest',
    accountLabel: () => 'account',
    displayPlacement: () => ({ host: 'browser' }) as never,
  });
  const grant = async () => (await rig.role.requestGrant('2468', 'action')).grant;
  return { ...rig, gate, grant };
}

describe('a one-action grant refused for the guest’s card (issue 41)', () => {
  it('is given back for the same command’s try with the card, once', async () => {
    const { gate, grant } = await gateIn(folder());
    const token = await grant();
    gate.admit('readers.check', { part: 'report' }, token).failed('cardRequired');
    const again = gate.admit('readers.check', { part: 'report' }, token);
    expect(again.manager).toBe('Анна');
    again.done({});
    expect(await codeOf(() => gate.admit('readers.check', { part: 'report' }, token))).toBe('grantUsed');
  });

  it('stays spent after any other refusal, and is not given back once expired', async () => {
    const { gate, grant, clock } = await gateIn(folder());
    const spent = await grant();
    gate.admit('readers.check', { part: 'report' }, spent).failed('holdStateConflict');
    expect(await codeOf(() => gate.admit('readers.check', { part: 'report' }, spent))).toBe('grantUsed');
    const late = await grant();
    const admitted = gate.admit('readers.check', { part: 'report' }, late);
    clock.now += ACTION_GRANT_MS;
    admitted.failed('cardMismatch');
    expect(await codeOf(() => gate.admit('readers.check', { part: 'report' }, late))).toBe('grantUsed');
  });
});
