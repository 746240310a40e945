import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GuestAnswerSchema, ScanEventSchema, ScanWithGuestSchema } from '../../../common/contract/index';

/** What ScanWithGuestSchema stands for: a scan event and an optional guest. */
const asIntersection = z.intersection(ScanEventSchema, z.object({ guest: GuestAnswerSchema.optional() }));

const ref = 'AbCdEfGhIjKlMnOpQrStUv';
const account = {
  accountGuid: 'acc-1',
  name: 'Бонусы',
  kind: 'bonus',
  state: 'open',
  balance: { ledgerCents: 100_000, availableCents: 100_000, debitHoldCents: 0, creditHoldCents: 0 },
  pending: { debitCents: 0, creditCents: 0, count: 0 },
  spendable: { onlineCents: 100_000, offlineCents: 50_000 },
};
const guest = {
  guest: {
    customerGuid: 'g-1',
    firstName: 'Иван',
    lastName: 'Иванов',
    tokens: [{ type: 'card', entry: 'trackCode', masked: '…4567', ref, expired: false }],
    accounts: [account],
  },
  source: 'cache',
  ageMs: 12,
  fetchedAt: '2026-11-27T08:00:00.000Z',
};
const token = {
  kind: 'token',
  token: { type: 'card', entry: 'trackCode', masked: '…4567', ref },
  source: 'wedge',
};
const masked = { masked: '…abcd', source: 'manual' };

const VALUES: [string, unknown][] = [
  ['a token scan', token],
  ['a token scan with its guest', { ...token, guest }],
  ['with its rule', { ...token, rule: 'track2', guest }],
  ['with keys of no contract (dropped)', { ...token, secret: 'x', guest: { ...guest, extra: 1 } }],
  ['a guest given as undefined', { ...token, guest: undefined }],
  ['an unrecognised scan', { kind: 'unrecognised', ...masked }],
  ['a bad swipe with a reason', { kind: 'badSwipe', ...masked, reason: 'lrc' }],
  ['an incomplete scan', { kind: 'incomplete', ...masked, reason: 'no end sentinel' }],
  ['a guest on another kind', { kind: 'unrecognised', ...masked, guest }],
  ['no kind', { ...masked }],
  ['a kind of no contract', { kind: 'other', ...masked }],
  ['an incomplete scan without its reason', { kind: 'incomplete', ...masked }],
  ['a token without its reference', { ...token, token: { ...token.token, ref: undefined } }],
  ['a rule too long', { ...token, rule: 'r'.repeat(101) }],
  ['a bad source', { ...token, source: 'keyboard' }],
  ['a guest answer without its guest', { ...token, guest: { ...guest, guest: undefined } }],
  [
    'a guest with a fraction of a cent',
    {
      ...token,
      guest: {
        ...guest,
        guest: {
          ...guest.guest,
          accounts: [{ ...account, pending: { ...account.pending, debitCents: 1.5 } }],
        },
      },
    },
  ],
  ['a guest of an unknown source', { ...token, guest: { ...guest, source: 'rumour' } }],
  ['a guest that is a string', { ...token, guest: 'Иванов' }],
  ['null', null],
  ['an array', [token]],
];

describe('ScanWithGuestSchema', () => {
  it.each(VALUES)('takes and refuses as a scan event with an optional guest does: %s', (_name, value) => {
    const expected = asIntersection.safeParse(value);
    const actual = ScanWithGuestSchema.safeParse(value);
    expect(actual.success).toBe(expected.success);
    // The answer goes out as JSON: byte for byte the same, key order included.
    if (expected.success) expect(JSON.stringify(actual.data)).toBe(JSON.stringify(expected.data));
  });

  it('refuses a bad guest on an answer the core would send', () => {
    const bad = {
      ...token,
      guest: { ...guest, guest: { ...guest.guest, accounts: [{ ...account, balance: null }] } },
    };
    expect(ScanWithGuestSchema.safeParse(bad).success).toBe(false);
    expect(ScanWithGuestSchema.safeParse({ ...token, guest }).success).toBe(true);
  });
});
