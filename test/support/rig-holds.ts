import { expect } from 'vitest';
import type { HoldResult } from '../../common/contract/index';
import { LOAD_ACCOUNT, type LoadGuest } from '../../harness/load-fixture';
import type { CoreProcess } from '../../harness/processes';
import type { TerminalRig } from '../../harness/terminal-rig';
import { toCents } from '../../common/platform/money';

/** The platform request body naming a load guest's account. */
export const loadAccount = (guest: LoadGuest) => ({
  customerToken: guest.token,
  accountType: { accountGuid: LOAD_ACCOUNT },
});

/**
 * A debit of `amount` (the platform's units, as the tests read its history) taken on one terminal
 * process of the rig, after looking the guest up.
 */
export async function rigDebit(
  rig: TerminalRig,
  core: CoreProcess,
  guest: LoadGuest,
  amount: number,
  billNumber?: string,
): Promise<HoldResult> {
  expect((await rig.lookUp(guest.token, undefined, core)).status).toBe(200);
  const answer = await rig.callOn(core, 'hold.debit', {
    token: guest.token,
    accountGuid: LOAD_ACCOUNT,
    amountCents: toCents(amount),
    ...(billNumber === undefined ? {} : { billNumber }),
  });
  expect(answer.status).toBe(200);
  return answer.body as HoldResult;
}
