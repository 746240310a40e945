import { expect, it } from 'vitest';
import type { Guest, Result } from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { CrmCustomerSchema } from '../../../../common/platform/schemas';
import { withNullOptionals } from '../../../support/null-optionals';
import { quietLog } from '../../../support/recording-handlers';
import { scriptedCoreForEachTest } from '../../../support/scripted-core';
import { json } from '../../../support/scripted-server';

/** A platform that sends JSON null for every optional field it leaves unset, as the live service does. */

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const customer = {
  customerGuid: 'customer_put-1',
  firstName: 'Иван',
  lastName: 'Иванов',
  tokens: [IVANOV],
  accounts: [
    {
      accountBalance: { ledger: 100, available: 100, debitHold: 0, creditHold: 0 },
      accountState: 'open',
      accountType: { accountGuid: 'bonus_account_type-1', name: 'Бонусы' },
    },
  ],
};
const ANSWER = withNullOptionals(CrmCustomerSchema, customer);

const rig = scriptedCoreForEachTest('null-fields-', (req, res) => {
  if (req.url?.endsWith('/customerInfo')) return json(res, 200, ANSWER);
  return json(res, 400, { errorCode: 'invalidRequest', errorDescription: 'not scripted' });
});

type Lookup = Result<{ source: string; guest: Guest }>;
const lookup = async () =>
  (await dispatch(rig.core.handlers, 'guest.lookup', { token: IVANOV }, quietLog())) as Lookup;

it('serves a guest whose every optional field came as null, live and then from the saved copy', async () => {
  // The answer really carries the nulls the terminal used to refuse.
  expect(JSON.stringify(ANSWER)).toContain('"middleName":null');
  expect(JSON.stringify(ANSWER)).toContain('"expirationDate":null');
  expect(JSON.stringify(ANSWER)).toContain('"maxUsage":null');

  const live = await lookup();
  expect(live).toMatchObject({
    ok: true,
    value: {
      source: 'live',
      guest: {
        customerGuid: 'customer_put-1',
        firstName: 'Иван',
        lastName: 'Иванов',
        tokens: [{ type: 'card', entry: 'trackCode', masked: '…4567' }],
        accounts: [{ accountGuid: 'bonus_account_type-1', balance: { availableCents: 10_000 } }],
      },
    },
  });
  const guest = (live as { value: { guest: Guest } }).value.guest;
  expect(guest.middleName).toBeUndefined();
  expect(rig.core.status().connectivity).toBe('online');

  await rig.platform.close();
  const saved = await lookup();
  expect(saved).toMatchObject({ ok: true, value: { source: 'cache', guest: { lastName: 'Иванов' } } });
});
