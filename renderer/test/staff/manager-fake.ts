import type { StaffStatus } from '../../../common/contract/index';
import { fakeError, type FakeBridge } from '../support/fake-bridge';

/** One manager, Anna, whose PIN is 2468. */
export const STAFF: StaffStatus = {
  managers: [{ id: 'm1', name: 'Anna' }],
  cashiers: [],
  cashier: null,
  pinLength: { min: 4, max: 8 },
  grantMinutes: 5,
  lockedUntil: null,
};

/** The fake core knows Anna: PIN 2468 answers a one-action grant `grant`, any other pinWrong. */
export function withManager(fake: FakeBridge, grant: string): FakeBridge {
  return fake
    .ok('staff.status', STAFF)
    .answer('grant.request', ({ pin }) =>
      pin === '2468'
        ? { ok: true, value: { grant, manager: 'Anna', scope: 'action', expiresAt: '2099-01-01T00:00:00Z' } }
        : { ok: false, error: fakeError('pinWrong') },
    );
}

/**
 * The fake core knows Anna (STAFF) and Olga, a cashier signed out: PIN 1357 signs Olga in, any
 * other answers pinWrong; signing out signs her out. `staff.status` says who is signed in.
 */
export function withCashier(fake: FakeBridge): FakeBridge {
  let staff: StaffStatus = { ...STAFF, cashiers: [{ id: 'c1', name: 'Olga' }], cashier: null };
  return fake
    .answer('staff.status', () => ({ ok: true, value: staff }))
    .answer('cashier.signIn', ({ pin }) => {
      if (pin !== '1357') return { ok: false, error: fakeError('pinWrong') };
      staff = { ...staff, cashier: 'Olga' };
      return { ok: true, value: staff };
    })
    .answer('cashier.signOut', () => {
      staff = { ...staff, cashier: null };
      return { ok: true, value: staff };
    });
}
