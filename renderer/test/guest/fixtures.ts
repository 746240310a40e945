import type { AccountView, CommandOutput, Guest, ScannedToken } from '../../../common/contract/index';

export const REF = 'AAAAAAAAAAAAAAAAAAAAAA';
export const OTHER_REF = 'BBBBBBBBBBBBBBBBBBBBBB';

/** An account; unless given, what it can spend is the core's figure with no offline limit binding. */
export function account(overrides: Partial<AccountView> = {}): AccountView {
  const base = {
    accountGuid: 'bonus_account_type-1',
    name: 'Bonus points',
    state: 'open',
    balance: { ledgerCents: 125_050, availableCents: 100_000, debitHoldCents: 20_000, creditHoldCents: 5050 },
    pending: { debitCents: 0, creditCents: 0, count: 0 },
    ...overrides,
  };
  const online = Math.max(0, base.balance.availableCents - base.pending.debitCents);
  return { spendable: { onlineCents: online, offlineCents: online }, ...base };
}

export function ivanov(overrides: Partial<Guest> = {}): Guest {
  return {
    customerGuid: 'guid-ivanov',
    firstName: 'Иван',
    lastName: 'Иванов',
    middleName: 'Иванович',
    tokens: [
      { type: 'card', entry: 'trackCode', masked: '…4567', ref: REF },
      { type: 'card', entry: 'trackCode', masked: '…9999', ref: OTHER_REF, expired: true },
      { type: 'phone', entry: 'manual', masked: '…4567' },
    ],
    accounts: [account(), account({ accountGuid: 'gift', name: 'Gift certificate', balance: gift() })],
    ...overrides,
  };
}

function gift(): AccountView['balance'] {
  return { ledgerCents: 300_000, availableCents: 300_000, debitHoldCents: 0, creditHoldCents: 0 };
}

export function live(guest: Guest = ivanov()): CommandOutput<'guest.lookup'> {
  return { guest, source: 'live', ageMs: 0, fetchedAt: new Date().toISOString() };
}

export function cached(ageMs: number, guest: Guest = ivanov()): CommandOutput<'guest.lookup'> {
  return { guest, source: 'cache', ageMs, fetchedAt: new Date(Date.now() - ageMs).toISOString() };
}

export function scannedCard(ref = REF): ScannedToken {
  return { type: 'card', entry: 'trackCode', masked: '…4567', ref };
}
