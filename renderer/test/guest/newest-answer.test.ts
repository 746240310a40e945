import { describe, expect, it } from 'vitest';
import type { CommandOutput } from '../../../common/contract/index';
import { GuestState } from '../../src/state/guest.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { REF, account, ivanov, scannedCard } from './fixtures';

type Answer = CommandOutput<'guest.lookup'>;

/** An answer fetched from the platform at `fetchedAt` showing this available balance. */
function answer(source: Answer['source'], fetchedAt: string, availableCents: number): Answer {
  const balance = { ledgerCents: availableCents, availableCents, debitHoldCents: 0, creditHoldCents: 0 };
  const guest = ivanov({ accounts: [account({ balance })] });
  return { guest, source, ageMs: source === 'live' ? 0 : 60_000, fetchedAt };
}

const EARLIER = '2026-11-24T10:00:00.000Z';
const LATER = '2026-11-24T10:00:05.000Z';

/** A lookup whose answer the test releases when it chooses. */
function slowLookup(fake: FakeBridge, value: Answer): () => void {
  let release!: () => void;
  fake.answer('guest.lookup', () => new Promise((resolve) => (release = () => resolve({ ok: true, value }))));
  return () => release();
}

const available = (guest: GuestState) => guest.answer?.guest.accounts[0]?.balance.availableCents;

describe('GuestState: the answer fetched last is shown, whatever order they arrive in', () => {
  it('a live event that overtakes the lookup’s saved copy is not replaced by it', async () => {
    const fake = new FakeBridge();
    const release = slowLookup(fake, answer('cache', EARLIER, 50_000));
    const guest = new GuestState(fake.bridge);
    const stop = guest.start();
    const lookup = guest.lookup({ ref: REF });
    fake.emit('guest', { kind: 'guest', ...answer('live', LATER, 80_000) });
    release();
    await lookup;
    expect(guest.answer).toMatchObject({ source: 'live', fetchedAt: LATER });
    expect(available(guest)).toBe(80_000);
    stop();
  });

  it('the live event that arrives after the saved copy replaces it', async () => {
    const fake = new FakeBridge().ok('guest.lookup', answer('cache', EARLIER, 50_000));
    const guest = new GuestState(fake.bridge);
    const stop = guest.start();
    await guest.lookup({ ref: REF });
    expect(guest.answer?.source).toBe('cache');
    fake.emit('guest', { kind: 'guest', ...answer('live', LATER, 80_000) });
    expect(guest.answer).toMatchObject({ source: 'live', fetchedAt: LATER });
    expect(available(guest)).toBe(80_000);
    stop();
  });

  it('a refresh answered from an older saved copy leaves the live guest shown', async () => {
    const fake = new FakeBridge().ok('guest.lookup', answer('live', LATER, 80_000));
    const guest = new GuestState(fake.bridge);
    await guest.lookup({ ref: REF });
    fake.ok('guest.lookup', answer('cache', EARLIER, 50_000));
    await guest.refresh();
    expect(guest.answer).toMatchObject({ source: 'live', fetchedAt: LATER });
    expect(available(guest)).toBe(80_000);
  });

  it('the saved copy of the very answer shown stays marked live and brings the queue as it is now', async () => {
    const fake = new FakeBridge().ok('guest.lookup', answer('live', LATER, 80_000));
    const guest = new GuestState(fake.bridge);
    await guest.lookup({ ref: REF });
    const queued = answer('cache', LATER, 80_000);
    queued.guest.accounts[0]!.pending = { debitCents: 30_000, creditCents: 0, count: 1 };
    fake.ok('guest.lookup', queued);
    await guest.refresh();
    expect(guest.answer?.source).toBe('live');
    expect(guest.answer?.guest.accounts[0]?.pending.debitCents).toBe(30_000);
  });

  it('an older live event does not replace a newer answer', async () => {
    const fake = new FakeBridge().ok('guest.lookup', answer('live', LATER, 80_000));
    const guest = new GuestState(fake.bridge);
    const stop = guest.start();
    await guest.lookup({ ref: REF });
    fake.emit('guest', { kind: 'guest', ...answer('live', EARLIER, 50_000) });
    expect(available(guest)).toBe(80_000);
    stop();
  });

  it('a refusal of the card that overtakes the lookup removes the guest when the answer lands', async () => {
    const fake = new FakeBridge();
    const release = slowLookup(fake, answer('cache', EARLIER, 50_000));
    const guest = new GuestState(fake.bridge);
    const stop = guest.start();
    const lookup = guest.lookup({ ref: REF });
    fake.emit('guest', {
      kind: 'refused',
      customerGuid: 'guid-ivanov',
      token: scannedCard(),
      error: { code: 'tokenExpired', message: { ru: 'Срок карты истёк', en: 'The card has expired' } },
    });
    release();
    await lookup;
    expect(guest.answer).toBeUndefined();
    expect(guest.refusal?.error.code).toBe('tokenExpired');
    stop();
  });
});
