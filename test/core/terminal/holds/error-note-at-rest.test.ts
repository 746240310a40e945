import path from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import type { HoldView } from '../../../../common/contract/index';
import { commandValue } from '../../../support/command-value';
import { databaseBytes } from '../../../support/disk-bytes';
import { scriptedCoreForEachTest } from '../../../support/scripted-core';
import { json } from '../../../support/scripted-server';

/**
 * The platform's errorDescription names the token involved (issue 23): what the queue keeps of
 * it is masked as the log masks, so no card number, track or cardholder rests on disk with it.
 */

const CARD = { type: 'card', entry: 'trackCode', key: '4111111111111111' } as const;
const ACCOUNT = 'bonus_account_type-1';
const account = {
  accountBalance: { ledger: 100, available: 100, debitHold: 0, creditHold: 0 },
  accountState: 'open',
  accountType: { accountGuid: ACCOUNT, name: 'Бонусы' },
};
const customer = {
  customerGuid: 'g-1',
  firstName: 'Иван',
  lastName: 'Иванов',
  tokens: [CARD],
  accounts: [account],
};
const DESCRIPTION =
  `card 4111 1111 1111 1111 (${CARD.key}) expired; ` + 'read as %B4111111111111111^IVANOV/IVAN^2512101?';
/** Every form of the card the description carries. */
const CARD_FORMS = [CARD.key, '4111 1111 1111 1111', 'IVANOV/IVAN', '^2512'];

let historyReads: number;

beforeEach(() => {
  historyReads = 0;
});

const rig = scriptedCoreForEachTest(
  'error-note-',
  (req, res) => {
    const url = req.url ?? '';
    if (url.endsWith('/customerInfo')) return json(res, 200, customer);
    // The read before the first send finds the account empty; the history check is refused.
    if (url.endsWith('/operationHistory') && historyReads++ === 0)
      return json(res, 200, { account, transactions: [] });
    if (url.endsWith('/operationHistory'))
      return json(res, 400, { errorCode: 'tokenExpired', errorDescription: DESCRIPTION });
    // The debit's answer is lost: whether it was applied is for the history to tell.
    if (url.endsWith('/debitHold')) return void req.socket.destroy();
    return json(res, 200, {});
  },
  { requestTimeoutMs: 300, quietPeriodMs: 300, pingInitialMs: 50, pingMaxMs: 200 },
);

const holds = async () => (await commandValue<{ holds: HoldView[] }>(rig.core, 'queue.list')).holds;
const dbBytes = () => databaseBytes(path.join(rig.dir, 'terminal.db'));

it("stores the platform's description of a card masked, shows it masked, and leaves no card on disk", async () => {
  await commandValue(rig.core, 'guest.lookup', { token: CARD });
  const { holdId } = await commandValue<{ holdId: string }>(rig.core, 'hold.debit', {
    token: CARD,
    accountGuid: ACCOUNT,
    amountCents: 500,
  });
  await expect.poll(async () => (await holds())[0]?.state, { timeout: 10_000 }).toBe('rejected');

  // A manager reads the evidence: the description, masked.
  const [held] = await holds();
  expect(held?.evidence).toBe(
    'history check failed: tokenExpired: card …1111 (…1111) expired; read as [track data]',
  );
  const stored = rig.core.queue.get(holdId)?.lastErrorMessage ?? '';
  expect(stored).toBe(held?.evidence);
  // The rejected hold keeps its plain key for a retry; no other form of the card is stored.
  for (const form of CARD_FORMS.slice(1)) expect(dbBytes()).not.toContain(form);

  // Discarded: the key goes too, and the note keeps nothing of the card.
  await commandValue(rig.core, 'queue.resolve', {
    holdId,
    action: 'discard',
    force: true,
    correction: { reason: 'duplicate' },
  });
  expect(rig.core.queue.get(holdId)?.state).toBe('discarded');
  for (const form of CARD_FORMS) expect(dbBytes()).not.toContain(form);
});
