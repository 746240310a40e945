import { beforeEach, describe, expect, it } from 'vitest';
import type { Guest, HoldResult } from '../../../../common/contract/index';
import { demoCoreForEachTest } from '../../../support/core-rig';
import { swipedRef } from '../../../support/money-guards';
import { BONUS, PIN, guardRig } from './guard-rig';

const demo = demoCoreForEachTest('core-payment-guards-');
const core = () => demo.core;
const { value, refusal, platformHistory, holds, grantFor } = guardRig(core);
const PETROVA_GUID = 'customer_put-190312154502117a';
const PETROVA_PIN = { type: 'pin', entry: 'manual', key: '4821' } as const;
const IVANOV_PHONE = { type: 'phone', entry: 'manual', key: '79161234567' } as const;

beforeEach(async () => {
  await value('staff.createFirstManager', { name: 'Анна', pin: PIN });
});

/** Петрова as the cashier finds her by name: her card's reference from the search. */
async function petrovaFound(): Promise<{ ref: string }> {
  const { guests } = await value<{ guests: Guest[] }>('guest.search', { text: 'Петрова' });
  const card = guests.find((g) => g.customerGuid === PETROVA_GUID)?.tokens.find((t) => t.type === 'card');
  if (!card?.ref) throw new Error('Петрова has no card reference');
  return { ref: card.ref };
}

const pay = (token: unknown, amountCents = 1_000) => ({ token, accountGuid: BONUS, amountCents });

describe('a payment with bonuses needs the guest there (issue 40)', () => {
  it('goes through with nothing more by the card swiped, the QR read, or the guest’s own PIN', async () => {
    const swiped = await value<HoldResult>('hold.debit', pay(await swipedRef(core())));
    const qr = await value<HoldResult>('hold.debit', pay(await swipedRef(core(), 'QRG-7F3A9C21D4')));
    const pin = await value<HoldResult>('hold.debit', pay(PETROVA_PIN));
    const presence = [swiped, qr, pin].map((h) => core().queue.get(h.holdId)?.control?.presence);
    expect(presence).toEqual(['card', 'qr', 'pin']);
    expect((await holds()).map((h) => h.presence).sort()).toEqual(['card', 'pin', 'qr']);
    expect([swiped, qr, pin].map((h) => h.state)).toEqual(['confirmed', 'confirmed', 'confirmed']);
  });

  it('by a typed phone, a typed card number or a guest found by search: refused, nothing reaches the platform', async () => {
    const before = await platformHistory();
    const typedCard = { type: 'card', entry: 'manual', key: '0001234567' } as const;
    for (const token of [IVANOV_PHONE, typedCard])
      expect(await refusal('hold.debit', pay(token))).toEqual({
        code: 'guestProofRequired',
        details: { byGuest: true },
      });
    expect((await refusal('hold.debit', pay(await petrovaFound()))).code).toBe('guestProofRequired');
    // The reference a search hands out is not the swipe's, even for a card swiped before.
    await swipedRef(core());
    const { guests } = await value<{ guests: Guest[] }>('guest.search', { text: 'Иванов' });
    const found = guests[0]!.tokens.find((t) => t.masked === '…4567')!;
    expect((await refusal('hold.debit', pay({ ref: found.ref }))).code).toBe('guestProofRequired');
    expect(await holds()).toEqual([]);
    expect(await platformHistory()).toBe(before);
  });

  it('found by search, pays with the guest’s PIN typed now; a wrong PIN is refused and never journalled', async () => {
    const found = await petrovaFound();
    const wrong = await refusal('hold.debit', { ...pay(found), guestProof: { ...PETROVA_PIN, key: '1111' } });
    expect(wrong.code).toBe('guestProofMismatch');
    const paid = await value<HoldResult>('hold.debit', { ...pay(found), guestProof: PETROVA_PIN });
    expect(paid.state).toBe('confirmed');
    expect(core().queue.get(paid.holdId)?.control).toEqual({
      source: 'found',
      presence: 'guestPin',
      waived: [],
      grantedBy: null,
    });
    const journal = JSON.stringify(core().journal.list({}).entries);
    expect(journal).toContain('guestProofMismatch');
    expect(journal).not.toContain('4821');
    expect(journal).not.toContain('1111');
  });

  it('another guest’s PIN as proof is a mismatch; a manager’s grant for this payment stands in for the guest', async () => {
    const before = await platformHistory(IVANOV_PHONE);
    const phone = pay(IVANOV_PHONE, 2_500);
    expect((await refusal('hold.debit', { ...phone, guestProof: PETROVA_PIN })).code).toBe(
      'guestProofMismatch',
    );
    expect(await platformHistory(IVANOV_PHONE)).toBe(before);
    const grant = await grantFor('hold.debit', 'customer_put-180725100130889x', 2_500);
    const paid = await value<HoldResult>('hold.debit', { ...phone, grant });
    expect(core().queue.get(paid.holdId)?.control).toMatchObject({
      source: 'typed',
      presence: 'manager',
      waived: ['guestProofRequired'],
      grantedBy: 'Анна',
    });
  });

  it('with phonePaysWithPin off, a typed phone pays only with a manager', async () => {
    await core().settings.apply({ moneyGuards: { phonePaysWithPin: false } });
    expect(await refusal('hold.debit', pay(IVANOV_PHONE))).toEqual({
      code: 'guestProofRequired',
      details: { byGuest: true },
    });
    expect(await refusal('hold.debit', { ...pay(IVANOV_PHONE), guestProof: PETROVA_PIN })).toEqual({
      code: 'guestProofRequired',
      details: { byGuest: false },
    });
  });

  it('after five wrong PINs in a row, the guest’s own proof is not taken: only a manager', async () => {
    const found = await petrovaFound();
    for (let n = 0; n < 5; n += 1) {
      const wrong = await refusal('hold.debit', {
        ...pay(found),
        guestProof: { ...PETROVA_PIN, key: `100${n}` },
      });
      expect(wrong.code).toBe('guestProofMismatch');
    }
    // Even the right PIN now: a manager stands in; no sixth guess reaches the platform.
    expect(await refusal('hold.debit', { ...pay(found), guestProof: PETROVA_PIN })).toEqual({
      code: 'guestProofRequired',
      details: { byGuest: false },
    });
    expect(await holds()).toEqual([]);
  });
});

describe('the guest’s PIN typed on the guest’s display (issue 40)', () => {
  it('goes to the cashier’s page as a reference only while asked, pays once, and is forgotten', async () => {
    const proofs: string[] = [];
    const off = core().events.subscribe((name, payload) => {
      if (name === 'guestProof') proofs.push((payload as { ref: string }).ref);
    });
    try {
      expect(await value('display.proof', { pin: '4821' })).toEqual({ outcome: 'notAsked' });
      await value('display.show', { kind: 'proof', firstName: 'Анна' });
      expect(await value('display.proof', { pin: '4821' })).toEqual({ outcome: 'sent' });
      expect(proofs).toHaveLength(1);
      expect(JSON.stringify(core().display.view())).not.toContain('4821');
      const found = await petrovaFound();
      const paid = await value<HoldResult>('hold.debit', { ...pay(found), guestProof: { ref: proofs[0] } });
      expect(core().queue.get(paid.holdId)?.control?.presence).toBe('guestPin');
      // Used once: the PIN's reference is gone.
      expect((await refusal('hold.debit', { ...pay(found), guestProof: { ref: proofs[0] } })).code).toBe(
        'tokenRefUnknown',
      );
    } finally {
      off();
    }
  });
});
