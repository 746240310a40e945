import type { AccountView, CommandOutput, Guest, ScannedToken } from '../../../electron/contract';
import { centsOf, toContractAmount } from '../../src/money/contract-amount';

export const REF = 'AAAAAAAAAAAAAAAAAAAAAA';
export const OTHER_REF = 'BBBBBBBBBBBBBBBBBBBBBB';

/** An account; unless given, what it can spend is the core's figure with no offline limit binding. */
export function account(overrides: Partial<AccountView> = {}): AccountView {
  const base = {
    accountGuid: 'bonus_account_type-1',
    name: 'Bonus points',
    state: 'open',
    balance: { ledger: 1250.5, available: 1000, debitHold: 200, creditHold: 50.5 },
    pending: { debit: 0, credit: 0, count: 0 },
    ...overrides,
  };
  const online = toContractAmount(Math.max(0, centsOf(base.balance.available) - centsOf(base.pending.debit)));
  return { spendable: { online, offline: online }, ...base };
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
  return { ledger: 3000, available: 3000, debitHold: 0, creditHold: 0 };
}

export function live(customer: Guest = ivanov()): CommandOutput<'customer.lookup'> {
  return { customer, source: 'live', ageMs: 0, fetchedAt: new Date().toISOString() };
}

export function cached(ageMs: number, customer: Guest = ivanov()): CommandOutput<'customer.lookup'> {
  return { customer, source: 'cache', ageMs, fetchedAt: new Date(Date.now() - ageMs).toISOString() };
}

export function scannedCard(ref = REF): ScannedToken {
  return { type: 'card', entry: 'trackCode', masked: '…4567', ref };
}
