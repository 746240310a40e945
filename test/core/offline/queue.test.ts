import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  GuestCache,
  openTerminalDb,
  Outbox,
  TokenHasher,
  type HoldState,
  type OutboxRow,
} from '../../../core/offline';
import type { CustomerToken } from '../../../common/platform/schemas';
import { bonusGuest } from '../../support/bonus-guest';
import { ManualTime } from '../../support/fake-platform';

const card: CustomerToken = { type: 'card', entry: 'trackCode', key: '4276000011112222' };
const ACC = 'bonus_account_type-1';

function setup() {
  const time = new ManualTime();
  const db = openTerminalDb(':memory:');
  const hasher = new TokenHasher(Buffer.alloc(32, 3));
  const cache = new GuestCache(db, hasher, { clock: time.clock });
  const outbox = new Outbox(db, hasher, { cache, clock: time.clock });
  const events: OutboxRow[] = [];
  outbox.on('outbox', (row) => events.push(row));
  const hold = (
    amountCents: number,
    kind: 'debit' | 'credit' = 'debit',
    offline = false,
    token = card,
    customerGuid = 'g-1',
  ) => {
    const result = outbox.enqueue({ kind, token, accountGuid: ACC, amountCents, customerGuid }, { offline });
    if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
    return result.row;
  };
  return { time, db, cache, outbox, events, hold };
}

/** A hold sent once, answer lost, then rejected without the history settling it (needsCheck). */
function unsureRejected(outbox: Outbox, row: OutboxRow): OutboxRow {
  outbox.settlement.markSending(row.holdId);
  outbox.settlement.markUncertain(row.holdId, { code: 'network:timeout', message: 'lost' });
  return outbox.settlement.markRejected(row.holdId, {
    code: 'tokenExpired',
    message: 'history check failed',
  });
}

describe('Outbox', () => {
  it('writes a queued hold with its date, masked and plain token, and announces it', () => {
    const { outbox, events, hold, time, db } = setup();
    const row = hold(1250);
    expect(row).toMatchObject({
      kind: 'debit',
      state: 'queued',
      amountCents: 1250,
      date: new Date(time.now).toISOString(),
      tokenKeyMasked: '…2222',
      hasPlainToken: true,
      laneKey: `guest:g-1|${ACC}`,
      attempts: 0,
    });
    expect(row.holdId).toMatch(/^[0-9a-f-]{36}$/);
    expect(events.map((e) => e.holdId)).toEqual([row.holdId]);
    expect(outbox.plainToken(row.holdId)).toEqual(card);
    expect(db.prepare('SELECT token_key FROM outbox').get()).toEqual({ token_key: card.key });
    expect(() =>
      outbox.enqueue({ kind: 'debit', token: card, accountGuid: ACC, amountCents: 0 }, { offline: false }),
    ).toThrow(RangeError);
  });

  it('keys the lane by the cached guest when the caller does not name it', () => {
    const { outbox, cache } = setup();
    cache.putCustomer({
      firstName: 'A',
      lastName: 'B',
      customerGuid: 'g-9',
      tokens: [{ ...card }],
      accounts: [],
    });
    const r = outbox.enqueue(
      { kind: 'credit', token: card, accountGuid: ACC, amountCents: 1 },
      { offline: false },
    );
    expect(r.ok && r.row.laneKey).toBe(`guest:g-9|${ACC}`);
    const other = { ...card, key: '1111222233334444' };
    const r2 = outbox.enqueue(
      { kind: 'credit', token: other, accountGuid: ACC, amountCents: 1 },
      { offline: false },
    );
    expect(r2.ok && r2.row.laneKey).toMatch(/^token:[0-9a-f]{64}\|bonus_account_type-1$/);
  });

  it('goes queued -> sending -> confirmed, wiping the plain token and recording the transaction', () => {
    const { outbox, hold, time } = setup();
    const row = hold(500);
    time.advance(10);
    const sending = outbox.settlement.markSending(row.holdId);
    expect(sending).toMatchObject({
      state: 'sending',
      attempts: 1,
      firstSentAt: time.now,
      lastSentAt: time.now,
    });
    const confirmed = outbox.settlement.markConfirmed(row.holdId, {
      source: 'answer',
      bonusTransactionId: 41,
      balanceAfter: { ledger: 1000, available: 500, debitHold: 500, creditHold: 0 },
    });
    expect(confirmed).toMatchObject({
      state: 'confirmed',
      bonusTransactionId: 41,
      hasPlainToken: false,
      confirmedBy: 'answer',
      balanceAfter: { ledger: 1000, available: 500, debitHold: 500, creditHold: 0 },
    });
    expect(outbox.plainToken(row.holdId)).toBeUndefined();
    expect(() => outbox.settlement.markSending(row.holdId)).toThrow(/confirmed, expected queued/);
  });

  it('goes sending -> uncertain -> queued (history proved it absent) -> sending -> rejected', () => {
    const { outbox, hold } = setup();
    const { holdId } = hold(500);
    outbox.settlement.markSending(holdId);
    expect(
      outbox.settlement.markUncertain(holdId, { code: 'network:timeout', message: 'lost' }),
    ).toMatchObject({
      state: 'uncertain',
      needsCheck: true,
    });
    expect(outbox.settlement.markRequeued(holdId, { nextAttemptAt: null })).toMatchObject({
      state: 'queued',
      needsCheck: false,
    });
    outbox.settlement.markSending(holdId);
    expect(
      outbox.settlement.markRejected(holdId, { code: 'insufficientFunds', message: 'no' }),
    ).toMatchObject({
      state: 'rejected',
      lastErrorCode: 'insufficientFunds',
      hasPlainToken: true,
      attempts: 2,
    });
  });

  it('recoverAfterCrash turns every sending row into uncertain and leaves the rest', () => {
    const { outbox, hold } = setup();
    const a = hold(100);
    const b = hold(200);
    const c = hold(300);
    outbox.settlement.markSending(a.holdId);
    outbox.settlement.markSending(c.holdId);
    expect(outbox.recoverAfterCrash()).toBe(2);
    expect([a, b, c].map((r) => outbox.get(r.holdId)?.state)).toEqual(['uncertain', 'queued', 'uncertain']);
    expect(outbox.get(a.holdId)).toMatchObject({ needsCheck: true, lastErrorCode: 'interrupted' });
    expect(outbox.recoverAfterCrash()).toBe(0);
  });

  it('unsettled briefs: every hold not settled, newest first, with what the hold backup keeps', () => {
    const { outbox, hold, time } = setup();
    const queued = hold(100);
    time.advance(1_000);
    const confirmed = hold(200, 'credit');
    const uncertain = hold(300);
    const rejected = unsureRejected(outbox, hold(400));
    outbox.settlement.markSending(confirmed.holdId);
    outbox.settlement.markConfirmed(confirmed.holdId, {
      source: 'answer',
      bonusTransactionId: 7,
      balanceAfter: { ledger: 100, available: 100, debitHold: 0, creditHold: 0 },
    });
    outbox.settlement.markSending(uncertain.holdId);
    outbox.settlement.markUncertain(uncertain.holdId, { code: 'network:timeout', message: 'lost' });
    const brief = ({ holdId, state, kind, amountCents, tokenKeyMasked, createdAt }: OutboxRow) => ({
      holdId,
      state,
      kind,
      amountCents,
      tokenKeyMasked,
      createdAt,
    });
    expect(outbox.unsettledBriefs()).toEqual(
      [rejected, uncertain, queued].map((row) => brief(outbox.get(row.holdId)!)),
    );
    expect(outbox.unsettledBriefs().map((row) => row.state)).toEqual(['rejected', 'uncertain', 'queued']);
  });

  it('lane heads: the oldest waiting row of each lane; a rejected row does not block its lane', () => {
    const { outbox, hold } = setup();
    const a1 = hold(100);
    const a2 = hold(200);
    const b1 = hold(300, 'debit', false, { ...card, key: '9999000011112222' }, 'g-2');
    expect(outbox.settlement.laneHeads().map((r) => r.holdId)).toEqual([a1.holdId, b1.holdId]);
    outbox.settlement.markSending(a1.holdId);
    outbox.settlement.markRejected(a1.holdId, { code: 'tokenNotFound', message: 'gone' });
    expect(outbox.settlement.laneHead(a1.laneKey)?.holdId).toBe(a2.holdId);
  });

  it('totals: count, amounts of debits and credits apart, reversals and oldest of what waits', () => {
    const { outbox, hold, time } = setup();
    const a = hold(100);
    time.advance(1_000);
    hold(250, 'credit');
    const c = hold(999);
    outbox.settlement.markSending(c.holdId);
    outbox.settlement.markRejected(c.holdId, { code: 'unexpected', message: 'x' });
    const d = hold(4_000);
    outbox.settlement.markSending(d.holdId);
    outbox.settlement.markUncertain(d.holdId, { code: 'network:reset', message: '' });
    const e = hold(700);
    outbox.settlement.markSending(e.holdId);
    outbox.settlement.markConfirmed(e.holdId, {
      source: 'answer',
      bonusTransactionId: 1,
      balanceAfter: null,
    });
    outbox.reverse(e.holdId);
    time.advance(500);
    expect(outbox.totals()).toEqual({
      waitingCount: 4,
      debitCents: 4_100,
      creditCents: 250,
      reverseCount: 1,
      oldestWaiting: { holdId: a.holdId, createdAt: time.now - 1_500, ageMs: 1_500 },
      rejectedCount: 1,
      uncertainCount: 1,
    });
  });

  describe('list', () => {
    /** 40 holds over two guests in every waiting and settled state, oldest first. */
    function mixedQueue() {
      const t = setup();
      const rows = Array.from({ length: 40 }, (_, i) =>
        t.hold(
          100 + i,
          i % 3 ? 'debit' : 'credit',
          false,
          i % 2 ? card : { ...card, key: '9999000011112222' },
        ),
      );
      rows.forEach((row, i) => {
        if (i % 4 === 0) return;
        t.outbox.settlement.markSending(row.holdId);
        if (i % 4 === 1)
          t.outbox.settlement.markRejected(row.holdId, { code: 'insufficientFunds', message: '' });
        if (i % 4 === 2)
          t.outbox.settlement.markUncertain(row.holdId, { code: 'network:reset', message: '' });
        if (i % 4 === 3)
          t.outbox.settlement.markConfirmed(row.holdId, {
            source: 'answer',
            bonusTransactionId: i,
            balanceAfter: null,
          });
      });
      return t;
    }
    const ids = (rows: readonly OutboxRow[]) => rows.map((r) => r.holdId);

    /** Every page of `size` by the `before` cursor, then by offset; both must give `all`. */
    function pageThrough(outbox: Outbox, states: HoldState[] | undefined, size: number) {
      const filter = states ? { states } : {};
      const byCursor: OutboxRow[] = [];
      // Bounded: a cursor or offset that is not honoured would page forever.
      for (let page = outbox.list({ ...filter, limit: size }), n = 0; page.length && n < 100; n++) {
        expect(page.length).toBeLessThanOrEqual(size);
        byCursor.push(...page);
        page = outbox.list({ ...filter, limit: size, before: page.at(-1)?.seq });
      }
      const byOffset: OutboxRow[] = [];
      for (let offset = 0; offset < 100 * size; offset += size) {
        const page = outbox.list({ ...filter, limit: size, offset });
        if (!page.length) break;
        byOffset.push(...page);
      }
      return { byCursor: ids(byCursor), byOffset: ids(byOffset) };
    }

    it('gives every hold, newest first, when no limit is given', () => {
      const { outbox, hold } = setup();
      const rows = Array.from({ length: 1_200 }, (_, i) => hold(100 + i));
      expect(ids(outbox.list())).toEqual(ids(rows).reverse());
    });

    it.each<[string, HoldState[] | undefined]>([
      ['no filter', undefined],
      ['one state', ['rejected']],
      ['several states', ['queued', 'uncertain', 'confirmed']],
    ])('pages by a before cursor or an offset, each hold once, in order (%s)', (_, states) => {
      const { outbox } = mixedQueue();
      const all = ids(outbox.list(states ? { states } : {}));
      expect(all.length).toBeGreaterThan(states ? 5 : 39);
      expect(pageThrough(outbox, states, 7)).toEqual({ byCursor: all, byOffset: all });
      expect(pageThrough(outbox, states, 1)).toEqual({ byCursor: all, byOffset: all });
    });

    it.each<[string, { limit?: number; offset?: number }]>([
      ['a fraction', { limit: 1.5 }],
      ['a negative offset', { offset: -1 }],
      ['not a number', { limit: Number.NaN }],
      ['beyond a safe integer', { limit: 2 ** 60 }],
    ])('refuses a page bound that is not a whole number (%s): it is written into the SQL', (_, page) => {
      const { outbox, hold } = setup();
      hold(100);
      expect(() => outbox.list(page)).toThrow(RangeError);
      expect(outbox.list({ limit: 1, offset: 0 })).toHaveLength(1);
    });
  });

  describe('error notes at rest', () => {
    const raw = (db: Database.Database, holdId: string) =>
      db.prepare('SELECT last_error_code, last_error_message FROM outbox WHERE hold_id = ?').get(holdId);

    it("mask the hold's key and any card number in the platform's text when stored", () => {
      const { outbox, hold, db } = setup();
      const row = hold(100);
      outbox.settlement.markSending(row.holdId);
      outbox.settlement.markUncertain(row.holdId, {
        code: 'server:502',
        message: `proxy error for card=${card.key}, see 5555 6666 7777 8888 or 4111-1111-1111-1111`,
      });
      const stored = JSON.stringify(raw(db, row.holdId));
      expect(stored).not.toContain(card.key);
      expect(stored).not.toMatch(/5555 6666|4111-1111/);
      expect(outbox.get(row.holdId)?.lastErrorMessage).toBe('proxy error for card=…2222, see …8888 or …1111');

      const pin = hold(100, 'debit', false, { type: 'pin', entry: 'manual', key: '4821' }, 'g-2');
      outbox.settlement.markSending(pin.holdId);
      outbox.settlement.markRejected(pin.holdId, {
        code: 'tokenExpired',
        message: 'tokenExpired: PIN 4821 expired',
      });
      expect(outbox.get(pin.holdId)).toMatchObject({
        lastErrorCode: 'tokenExpired',
        lastErrorMessage: 'tokenExpired: PIN … expired',
      });
    });

    it("mask the key of a guest's app, short or long, and any track data, as the log does", () => {
      const { outbox, hold } = setup();
      const texts = {
        GuestQr7: 'tokenExpired: qrGuest token GuestQr7 expired',
        GuestAbCdEf0123456789xyzQ: 'tokenNotFound: no guest has GuestAbCdEf0123456789xyzQ',
        '4276000011112222': 'tokenExpired: %B4276000011112222^IVANOV/IVAN^2512101? expired',
      };
      const stored = Object.entries(texts).map(([key, message], i) => {
        const token: CustomerToken = { type: 'qrGuest', entry: 'qrCode', key };
        const row = hold(100, 'debit', false, token, `g-${i}`);
        outbox.settlement.markSending(row.holdId);
        return outbox.settlement.markRejected(row.holdId, { code: 'platformRefused', message })
          .lastErrorMessage;
      });
      expect(stored).toEqual([
        'tokenExpired: qrGuest token …tQr7 expired',
        'tokenNotFound: no guest has [redacted]',
        'tokenExpired: [track data] expired',
      ]);
    });

    it("of a rejected hold mask card numbers and track data and never store the terminal's password", () => {
      const time = new ManualTime();
      const db = openTerminalDb(':memory:');
      const hasher = new TokenHasher(Buffer.alloc(32, 3));
      const outbox = new Outbox(db, hasher, { clock: time.clock, knownSecrets: () => ['s3cr3t-Pass'] });
      const queued = outbox.enqueue(
        { kind: 'debit', token: card, accountGuid: ACC, amountCents: 100, customerGuid: 'g-1' },
        { offline: false },
      );
      if (!queued.ok) throw new Error('refused');
      outbox.settlement.markSending(queued.row.holdId);
      const echoed =
        'bad request {"user":"demo","password":"s3cr3t-Pass"} cards 0001234567, 66666600000011=2012, ' +
        `${card.key}; account 4821`;
      outbox.settlement.markRejected(queued.row.holdId, { code: 'platformRefused', message: echoed });
      const stored = JSON.stringify(raw(db, queued.row.holdId));
      for (const secret of ['s3cr3t-Pass', '0001234567', '66666600000011', card.key]) {
        expect(stored).not.toContain(secret);
      }
      expect(outbox.get(queued.row.holdId)?.lastErrorMessage).toBe(
        'bad request {"user":"demo","password":[redacted]} cards …4567, [track data], …2222; account 4821',
      );
    });

    it('keep no run of six or more digits once the hold is settled', () => {
      const { outbox, hold, db } = setup();
      const row = hold(100);
      outbox.settlement.markSending(row.holdId);
      const text = 'insufficientFunds: account 123456 of guest +79161234567 has 10.00, needs 1000.00';
      outbox.settlement.markRejected(row.holdId, { code: 'insufficientFunds', message: text });
      expect(outbox.get(row.holdId)?.lastErrorMessage).toBe(
        'insufficientFunds: account 123456 of guest …4567 has 10.00, needs 1000.00',
      );
      outbox.resolve(row.holdId, 'discard');
      expect(raw(db, row.holdId)).toEqual({
        last_error_code: 'insufficientFunds',
        last_error_message: 'insufficientFunds: account …3456 of guest …4567 has 10.00, needs 1000.00',
      });

      const queued = hold(100);
      const r = outbox.reverse(queued.holdId);
      expect(r).toMatchObject({ ok: true, action: 'cancelled', row: { lastErrorMessage: null } });
    });
  });

  describe('offline limits at enqueue', () => {
    it('counts what waits for the guest, the account and the terminal, and names the limit', () => {
      const { outbox, cache } = setup();
      cache.putCustomer(bonusGuest(card, ACC, 3000));
      const offline = (amountCents: number) =>
        outbox.enqueue(
          { kind: 'debit', token: card, accountGuid: ACC, amountCents, customerGuid: 'g-1' },
          { offline: true },
        );
      expect(offline(100_000).ok).toBe(true);
      // 3 000.00 cached, of which this terminal may take half offline; 1 000.00 queued: 500.00 left.
      expect(offline(50_001)).toEqual({
        ok: false,
        refusal: { code: 'offlineBalanceInsufficient', availableCents: 50_000, amountCents: 50_001 },
      });
      expect(offline(50_000).ok).toBe(true);
      // Online holds are the platform's decision.
      expect(
        outbox.enqueue(
          { kind: 'debit', token: card, accountGuid: ACC, amountCents: 500_000, customerGuid: 'g-1' },
          { offline: false },
        ).ok,
      ).toBe(true);
      // ...but they count as exposure for the next offline one: 6 500.00 waiting for this guest.
      expect(offline(1)).toMatchObject({
        ok: false,
        refusal: { code: 'offlineLimitPerGuest', pendingCents: 650_000, amountCents: 1 },
      });
    });

    it('refuses a debit for a guest the cache does not know', () => {
      const { outbox } = setup();
      const r = outbox.enqueue(
        { kind: 'debit', token: card, accountGuid: ACC, amountCents: 1 },
        { offline: true },
      );
      expect(r).toEqual({ ok: false, refusal: { code: 'offlineBalanceUnknown' } });
    });

    it('queues credits up to the count limit', () => {
      const { outbox } = setup();
      outbox.limits = { ...outbox.limits, creditQueueCount: 2 };
      const credit = () =>
        outbox.enqueue({ kind: 'credit', token: card, accountGuid: ACC, amountCents: 10 }, { offline: true });
      expect([credit().ok, credit().ok]).toEqual([true, true]);
      expect(credit()).toEqual({ ok: false, refusal: { code: 'offlineCreditQueueFull', count: 2 } });
    });
  });

  describe('reverse', () => {
    it('cancels a queued hold locally and wipes its token', () => {
      const { outbox, hold } = setup();
      const row = hold(100);
      const r = outbox.reverse(row.holdId);
      expect(r).toMatchObject({
        ok: true,
        action: 'cancelled',
        row: { state: 'cancelled', hasPlainToken: false },
      });
      expect(outbox.reverse(row.holdId)).toMatchObject({ ok: false, error: { code: 'holdStateConflict' } });
      expect(outbox.totals().waitingCount).toBe(0);
    });

    it('discards a rejected hold', () => {
      const { outbox, hold } = setup();
      const row = hold(100);
      outbox.settlement.markSending(row.holdId);
      outbox.settlement.markRejected(row.holdId, { code: 'insufficientFunds', message: '' });
      expect(outbox.reverse(row.holdId)).toMatchObject({
        ok: true,
        action: 'discarded',
        row: { state: 'discarded' },
      });
    });

    it('queues a reverse row behind a rejected hold that may have been applied, instead of discarding it', () => {
      const { outbox, hold } = setup();
      const row = unsureRejected(outbox, hold(100));
      const r = outbox.reverse(row.holdId);
      expect(r).toMatchObject({
        ok: true,
        action: 'queued',
        row: { kind: 'reverse', state: 'queued', targetHoldId: row.holdId },
      });
      expect(outbox.get(row.holdId)).toMatchObject({
        state: 'rejected',
        needsCheck: true,
        hasPlainToken: true,
      });
      // Only a target known not to be applied makes a reversal moot.
      if (!r.ok) throw new Error(r.error.message);
      expect(() => outbox.settlement.markReverseMoot(r.row.holdId)).toThrow(/may have been applied/);
      expect(outbox.get(r.row.holdId)?.state).toBe('queued');
    });

    it('queues a reverse row behind a confirmed hold, with its date and token, and only one', () => {
      const { outbox, hold } = setup();
      const row = hold(100);
      outbox.settlement.markSending(row.holdId);
      outbox.settlement.markConfirmed(row.holdId, {
        source: 'answer',
        bonusTransactionId: 5,
        balanceAfter: null,
      });
      const r = outbox.reverse(row.holdId);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.action).toBe('queued');
      expect(r.row).toMatchObject({
        kind: 'reverse',
        state: 'queued',
        targetHoldId: row.holdId,
        date: row.date,
        amountCents: 100,
      });
      expect(outbox.plainToken(r.row.holdId)).toEqual(card);
      expect(outbox.reverse(row.holdId)).toMatchObject({ ok: false, error: { code: 'reversalPending' } });
      expect(outbox.reverse(r.row.holdId)).toMatchObject({ ok: false, error: { code: 'holdStateConflict' } });
      outbox.settlement.markSending(r.row.holdId);
      outbox.settlement.markConfirmed(r.row.holdId, {
        source: 'answer',
        bonusTransactionId: 6,
        balanceAfter: null,
      });
      expect(outbox.get(row.holdId)?.state).toBe('reversed');
    });

    it('after a restart (token no longer in memory) asks for the card, and checks it is the same', () => {
      const { outbox, hold, db } = setup();
      const row = hold(100);
      outbox.settlement.markSending(row.holdId);
      outbox.settlement.markConfirmed(row.holdId, {
        source: 'answer',
        bonusTransactionId: 5,
        balanceAfter: null,
      });
      const restarted = new Outbox(db, new TokenHasher(Buffer.alloc(32, 3)));
      expect(restarted.reverse(row.holdId)).toMatchObject({ ok: false, error: { code: 'cardRequired' } });
      expect(restarted.reverse(row.holdId, { token: { ...card, key: '0000111122223333' } })).toMatchObject({
        ok: false,
        error: { code: 'cardMismatch' },
      });
      expect(restarted.reverse(row.holdId, { token: { ...card, entry: 'barCode' } })).toMatchObject({
        ok: true,
        action: 'queued',
      });
    });
  });

  describe('resolve', () => {
    it('retries a rejected hold (queued, or uncertain when an attempt may have applied) or discards it', () => {
      const { outbox, hold } = setup();
      const plain = hold(100);
      outbox.settlement.markSending(plain.holdId);
      outbox.settlement.markRejected(plain.holdId, { code: 'insufficientFunds', message: '' });
      expect(outbox.resolve(plain.holdId, 'retry')).toMatchObject({
        ok: true,
        row: { state: 'queued', lastErrorCode: null },
      });

      const unsure = hold(200);
      outbox.settlement.markSending(unsure.holdId);
      outbox.settlement.markUncertain(unsure.holdId, { code: 'network:reset', message: '' });
      outbox.settlement.markRejected(unsure.holdId, {
        code: 'tokenNotFound',
        message: 'history check failed',
      });
      expect(outbox.resolve(unsure.holdId, 'retry')).toMatchObject({ ok: true, row: { state: 'uncertain' } });

      expect(outbox.resolve(unsure.holdId, 'discard')).toMatchObject({
        ok: false,
        error: { code: 'holdStateConflict' },
      });
      expect(outbox.resolve(plain.holdId, 'discard')).toMatchObject({
        ok: false,
        error: { code: 'holdStateConflict' },
      });
      outbox.settlement.markSending(plain.holdId);
      outbox.settlement.markRejected(plain.holdId, { code: 'insufficientFunds', message: '' });
      expect(outbox.resolve(plain.holdId, 'discard')).toMatchObject({
        ok: true,
        row: { state: 'discarded', hasPlainToken: false },
      });
      expect(outbox.resolve('nope', 'retry')).toMatchObject({ ok: false, error: { code: 'holdNotFound' } });
    });

    it('retries a rejected debit while offline only within the offline limits, as a new hold', () => {
      const { outbox, cache } = setup();
      cache.putCustomer(bonusGuest(card, ACC, 3000));
      const big = outbox.enqueue(
        { kind: 'debit', token: card, accountGuid: ACC, amountCents: 500_000, customerGuid: 'g-1' },
        { offline: false },
      );
      if (!big.ok) throw new Error('not enqueued');
      outbox.settlement.markSending(big.row.holdId);
      outbox.settlement.markRejected(big.row.holdId, { code: 'insufficientFunds', message: '' });
      expect(outbox.resolve(big.row.holdId, 'retry', { offline: true })).toMatchObject({
        ok: false,
        refusal: { code: 'offlineLimitPerHold', amountCents: 500_000 },
      });
      expect(outbox.get(big.row.holdId)).toMatchObject({ state: 'rejected' });
      // Online, the platform decides again.
      expect(outbox.resolve(big.row.holdId, 'retry', { offline: false })).toMatchObject({
        ok: true,
        row: { state: 'queued' },
      });
    });

    it('discards a hold that may have been applied only when forced, and keeps the mark that it was unsure', () => {
      const { outbox, hold } = setup();
      const row = unsureRejected(outbox, hold(200));
      expect(outbox.resolve(row.holdId, 'discard')).toMatchObject({
        ok: false,
        error: { code: 'holdOutcomeUnknown' },
      });
      expect(outbox.get(row.holdId)).toMatchObject({ state: 'rejected', hasPlainToken: true });
      expect(outbox.resolve(row.holdId, 'discard', { force: true })).toMatchObject({
        ok: true,
        row: { state: 'discarded', needsCheck: true, hasPlainToken: false },
      });
    });

    it('refuses to discard a hold while a reversal of it is not settled', () => {
      const { outbox, hold } = setup();
      const row = unsureRejected(outbox, hold(200));
      const r = outbox.reverse(row.holdId);
      if (!r.ok) throw new Error(r.error.message);
      expect(outbox.resolve(row.holdId, 'discard', { force: true })).toMatchObject({
        ok: false,
        error: { code: 'reversalPending' },
      });
      outbox.settlement.markRejected(r.row.holdId, { code: 'holdOutcomeUnknown', message: '' });
      expect(outbox.resolve(row.holdId, 'discard', { force: true })).toMatchObject({
        ok: false,
        error: { code: 'reversalPending' },
      });
      expect(outbox.resolve(r.row.holdId, 'discard')).toMatchObject({
        ok: true,
        row: { state: 'discarded' },
      });
      expect(outbox.resolve(row.holdId, 'discard', { force: true })).toMatchObject({ ok: true });
    });
  });

  it('a platform answer takes a transaction matched from the history to another hold; that hold goes to a manager', () => {
    const { outbox, hold } = setup();
    const guessed = hold(100);
    const real = hold(100, 'debit', false, { ...card, key: '5555000011112222' });
    outbox.settlement.markSending(guessed.holdId);
    outbox.settlement.markUncertain(guessed.holdId, { code: 'network:timeout', message: '' });
    outbox.settlement.markConfirmed(guessed.holdId, {
      source: 'history',
      bonusTransactionId: 77,
      balanceAfter: null,
    });
    expect(outbox.settlement.isTransactionMatched(77)).toBe(true);
    outbox.settlement.markSending(real.holdId);
    outbox.settlement.markConfirmed(real.holdId, {
      source: 'answer',
      bonusTransactionId: 77,
      balanceAfter: null,
    });
    expect(outbox.get(real.holdId)).toMatchObject({ state: 'confirmed', bonusTransactionId: 77 });
    expect(outbox.get(guessed.holdId)).toMatchObject({
      state: 'rejected',
      needsCheck: true,
      bonusTransactionId: null,
      lastErrorCode: 'matchConflict',
    });
    // The history can never take a transaction already matched.
    const third = hold(100);
    outbox.settlement.markSending(third.holdId);
    outbox.settlement.markUncertain(third.holdId, { code: 'unexpected', message: '' });
    expect(() =>
      outbox.settlement.markConfirmed(third.holdId, {
        source: 'history',
        bonusTransactionId: 77,
        balanceAfter: null,
      }),
    ).toThrow(/already matched/);
  });
});
