import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  GuestCache,
  openTerminalDb,
  HoldQueue,
  TokenHasher,
  type HoldState,
  type QueueRow,
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
  const queue = new HoldQueue(db, hasher, { cache, clock: time.clock });
  const events: QueueRow[] = [];
  queue.on('queue', (row) => events.push(row));
  const hold = (
    amountCents: number,
    kind: 'debit' | 'credit' = 'debit',
    offline = false,
    token = card,
    customerGuid = 'g-1',
  ) => {
    const result = queue.enqueue({ kind, token, accountGuid: ACC, amountCents, customerGuid }, { offline });
    if (!result.ok) throw new Error(`refused: ${result.refusal.code}`);
    return result.row;
  };
  return { time, db, cache, queue, events, hold };
}

/** A hold sent once, answer lost, then rejected without the history settling it (needsCheck). */
function unsureRejected(queue: HoldQueue, row: QueueRow): QueueRow {
  queue.settlement.markSending(row.holdId);
  queue.settlement.markUncertain(row.holdId, { code: 'network:timeout', message: 'lost' });
  return queue.settlement.markRejected(row.holdId, {
    code: 'tokenExpired',
    message: 'history check failed',
  });
}

describe('HoldQueue', () => {
  it('writes a queued hold with its date, masked and plain token, and announces it', () => {
    const { queue, events, hold, time, db } = setup();
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
    expect(queue.plainToken(row.holdId)).toEqual(card);
    expect(db.prepare('SELECT token_key FROM outbox').get()).toEqual({ token_key: card.key });
    expect(() =>
      queue.enqueue({ kind: 'debit', token: card, accountGuid: ACC, amountCents: 0 }, { offline: false }),
    ).toThrow(RangeError);
  });

  it('keys the lane by the cached guest when the caller does not name it', () => {
    const { queue, cache } = setup();
    cache.putGuest({
      firstName: 'A',
      lastName: 'B',
      customerGuid: 'g-9',
      tokens: [{ ...card }],
      accounts: [],
    });
    const r = queue.enqueue(
      { kind: 'credit', token: card, accountGuid: ACC, amountCents: 1 },
      { offline: false },
    );
    expect(r.ok && r.row.laneKey).toBe(`guest:g-9|${ACC}`);
    const other = { ...card, key: '1111222233334444' };
    const r2 = queue.enqueue(
      { kind: 'credit', token: other, accountGuid: ACC, amountCents: 1 },
      { offline: false },
    );
    expect(r2.ok && r2.row.laneKey).toMatch(/^token:[0-9a-f]{64}\|bonus_account_type-1$/);
  });

  it('goes queued -> sending -> confirmed, wiping the plain token and recording the transaction', () => {
    const { queue, hold, time } = setup();
    const row = hold(500);
    time.advance(10);
    const sending = queue.settlement.markSending(row.holdId);
    expect(sending).toMatchObject({
      state: 'sending',
      attempts: 1,
      firstSentAt: time.now,
      lastSentAt: time.now,
    });
    const confirmed = queue.settlement.markConfirmed(row.holdId, {
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
    expect(queue.plainToken(row.holdId)).toBeUndefined();
    expect(() => queue.settlement.markSending(row.holdId)).toThrow(/confirmed, expected queued/);
  });

  it('goes sending -> uncertain -> queued (history proved it absent) -> sending -> rejected', () => {
    const { queue, hold } = setup();
    const { holdId } = hold(500);
    queue.settlement.markSending(holdId);
    expect(
      queue.settlement.markUncertain(holdId, { code: 'network:timeout', message: 'lost' }),
    ).toMatchObject({
      state: 'uncertain',
      needsCheck: true,
    });
    expect(queue.settlement.markRequeued(holdId, { nextAttemptAt: null })).toMatchObject({
      state: 'queued',
      needsCheck: false,
    });
    queue.settlement.markSending(holdId);
    expect(queue.settlement.markRejected(holdId, { code: 'insufficientFunds', message: 'no' })).toMatchObject(
      {
        state: 'rejected',
        lastErrorCode: 'insufficientFunds',
        hasPlainToken: true,
        attempts: 2,
      },
    );
  });

  it('recoverAfterCrash turns every sending row into uncertain and leaves the rest', () => {
    const { queue, hold } = setup();
    const a = hold(100);
    const b = hold(200);
    const c = hold(300);
    queue.settlement.markSending(a.holdId);
    queue.settlement.markSending(c.holdId);
    expect(queue.recoverAfterCrash()).toBe(2);
    expect([a, b, c].map((r) => queue.get(r.holdId)?.state)).toEqual(['uncertain', 'queued', 'uncertain']);
    expect(queue.get(a.holdId)).toMatchObject({ needsCheck: true, lastErrorCode: 'interrupted' });
    expect(queue.recoverAfterCrash()).toBe(0);
  });

  it('unsettled briefs: every hold not settled, newest first, with what the hold backup keeps', () => {
    const { queue, hold, time } = setup();
    const queued = hold(100);
    time.advance(1_000);
    const confirmed = hold(200, 'credit');
    const uncertain = hold(300);
    const rejected = unsureRejected(queue, hold(400));
    queue.settlement.markSending(confirmed.holdId);
    queue.settlement.markConfirmed(confirmed.holdId, {
      source: 'answer',
      bonusTransactionId: 7,
      balanceAfter: { ledger: 100, available: 100, debitHold: 0, creditHold: 0 },
    });
    queue.settlement.markSending(uncertain.holdId);
    queue.settlement.markUncertain(uncertain.holdId, { code: 'network:timeout', message: 'lost' });
    const brief = ({ holdId, state, kind, amountCents, tokenKeyMasked, createdAt }: QueueRow) => ({
      holdId,
      state,
      kind,
      amountCents,
      tokenKeyMasked,
      createdAt,
    });
    expect(queue.unsettledBriefs()).toEqual(
      [rejected, uncertain, queued].map((row) => brief(queue.get(row.holdId)!)),
    );
    expect(queue.unsettledBriefs().map((row) => row.state)).toEqual(['rejected', 'uncertain', 'queued']);
  });

  it('lane heads: the oldest waiting row of each lane; a rejected row does not block its lane', () => {
    const { queue, hold } = setup();
    const a1 = hold(100);
    const a2 = hold(200);
    const b1 = hold(300, 'debit', false, { ...card, key: '9999000011112222' }, 'g-2');
    expect(queue.settlement.laneHeads().map((r) => r.holdId)).toEqual([a1.holdId, b1.holdId]);
    queue.settlement.markSending(a1.holdId);
    queue.settlement.markRejected(a1.holdId, { code: 'tokenNotFound', message: 'gone' });
    expect(queue.settlement.laneHead(a1.laneKey)?.holdId).toBe(a2.holdId);
  });

  it('totals: count, amounts of debits and credits apart, reversals and oldest of what waits', () => {
    const { queue, hold, time } = setup();
    const a = hold(100);
    time.advance(1_000);
    hold(250, 'credit');
    const c = hold(999);
    queue.settlement.markSending(c.holdId);
    queue.settlement.markRejected(c.holdId, { code: 'unexpected', message: 'x' });
    const d = hold(4_000);
    queue.settlement.markSending(d.holdId);
    queue.settlement.markUncertain(d.holdId, { code: 'network:reset', message: '' });
    const e = hold(700);
    queue.settlement.markSending(e.holdId);
    queue.settlement.markConfirmed(e.holdId, {
      source: 'answer',
      bonusTransactionId: 1,
      balanceAfter: null,
    });
    queue.reverse(e.holdId);
    time.advance(500);
    expect(queue.totals()).toEqual({
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
        t.queue.settlement.markSending(row.holdId);
        if (i % 4 === 1)
          t.queue.settlement.markRejected(row.holdId, { code: 'insufficientFunds', message: '' });
        if (i % 4 === 2) t.queue.settlement.markUncertain(row.holdId, { code: 'network:reset', message: '' });
        if (i % 4 === 3)
          t.queue.settlement.markConfirmed(row.holdId, {
            source: 'answer',
            bonusTransactionId: i,
            balanceAfter: null,
          });
      });
      return t;
    }
    const ids = (rows: readonly QueueRow[]) => rows.map((r) => r.holdId);

    /** Every page of `size` by the `before` cursor, then by offset; both must give `all`. */
    function pageThrough(queue: HoldQueue, states: HoldState[] | undefined, size: number) {
      const filter = states ? { states } : {};
      const byCursor: QueueRow[] = [];
      // Bounded: a cursor or offset that is not honoured would page forever.
      for (let page = queue.list({ ...filter, limit: size }), n = 0; page.length && n < 100; n++) {
        expect(page.length).toBeLessThanOrEqual(size);
        byCursor.push(...page);
        page = queue.list({ ...filter, limit: size, before: page.at(-1)?.seq });
      }
      const byOffset: QueueRow[] = [];
      for (let offset = 0; offset < 100 * size; offset += size) {
        const page = queue.list({ ...filter, limit: size, offset });
        if (!page.length) break;
        byOffset.push(...page);
      }
      return { byCursor: ids(byCursor), byOffset: ids(byOffset) };
    }

    it('gives every hold, newest first, when no limit is given', () => {
      const { queue, hold } = setup();
      const rows = Array.from({ length: 1_200 }, (_, i) => hold(100 + i));
      expect(ids(queue.list())).toEqual(ids(rows).reverse());
    });

    it.each<[string, HoldState[] | undefined]>([
      ['no filter', undefined],
      ['one state', ['rejected']],
      ['several states', ['queued', 'uncertain', 'confirmed']],
    ])('pages by a before cursor or an offset, each hold once, in order (%s)', (_, states) => {
      const { queue } = mixedQueue();
      const all = ids(queue.list(states ? { states } : {}));
      expect(all.length).toBeGreaterThan(states ? 5 : 39);
      expect(pageThrough(queue, states, 7)).toEqual({ byCursor: all, byOffset: all });
      expect(pageThrough(queue, states, 1)).toEqual({ byCursor: all, byOffset: all });
    });

    it.each<[string, { limit?: number; offset?: number }]>([
      ['a fraction', { limit: 1.5 }],
      ['a negative offset', { offset: -1 }],
      ['not a number', { limit: Number.NaN }],
      ['beyond a safe integer', { limit: 2 ** 60 }],
    ])('refuses a page bound that is not a whole number (%s): it is written into the SQL', (_, page) => {
      const { queue, hold } = setup();
      hold(100);
      expect(() => queue.list(page)).toThrow(RangeError);
      expect(queue.list({ limit: 1, offset: 0 })).toHaveLength(1);
    });
  });

  describe('error notes at rest', () => {
    const raw = (db: Database.Database, holdId: string) =>
      db.prepare('SELECT last_error_code, last_error_message FROM outbox WHERE hold_id = ?').get(holdId);

    it("mask the hold's key and any card number in the platform's text when stored", () => {
      const { queue, hold, db } = setup();
      const row = hold(100);
      queue.settlement.markSending(row.holdId);
      queue.settlement.markUncertain(row.holdId, {
        code: 'server:502',
        message: `proxy error for card=${card.key}, see 5555 6666 7777 8888 or 4111-1111-1111-1111`,
      });
      const stored = JSON.stringify(raw(db, row.holdId));
      expect(stored).not.toContain(card.key);
      expect(stored).not.toMatch(/5555 6666|4111-1111/);
      expect(queue.get(row.holdId)?.lastErrorMessage).toBe('proxy error for card=…2222, see …8888 or …1111');

      const pin = hold(100, 'debit', false, { type: 'pin', entry: 'manual', key: '4821' }, 'g-2');
      queue.settlement.markSending(pin.holdId);
      queue.settlement.markRejected(pin.holdId, {
        code: 'tokenExpired',
        message: 'tokenExpired: PIN 4821 expired',
      });
      expect(queue.get(pin.holdId)).toMatchObject({
        lastErrorCode: 'tokenExpired',
        lastErrorMessage: 'tokenExpired: PIN … expired',
      });
    });

    it("mask the key of a guest's app, short or long, and any track data, as the log does", () => {
      const { queue, hold } = setup();
      const texts = {
        GuestQr7: 'tokenExpired: qrGuest token GuestQr7 expired',
        GuestAbCdEf0123456789xyzQ: 'tokenNotFound: no guest has GuestAbCdEf0123456789xyzQ',
        '4276000011112222': 'tokenExpired: %B4276000011112222^IVANOV/IVAN^2512101? expired',
      };
      const stored = Object.entries(texts).map(([key, message], i) => {
        const token: CustomerToken = { type: 'qrGuest', entry: 'qrCode', key };
        const row = hold(100, 'debit', false, token, `g-${i}`);
        queue.settlement.markSending(row.holdId);
        return queue.settlement.markRejected(row.holdId, { code: 'platformRefused', message })
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
      const queue = new HoldQueue(db, hasher, { clock: time.clock, knownSecrets: () => ['s3cr3t-Pass'] });
      const queued = queue.enqueue(
        { kind: 'debit', token: card, accountGuid: ACC, amountCents: 100, customerGuid: 'g-1' },
        { offline: false },
      );
      if (!queued.ok) throw new Error('refused');
      queue.settlement.markSending(queued.row.holdId);
      const echoed =
        'bad request {"user":"demo","password":"s3cr3t-Pass"} cards 0001234567, 66666600000011=2012, ' +
        `${card.key}; account 4821`;
      queue.settlement.markRejected(queued.row.holdId, { code: 'platformRefused', message: echoed });
      const stored = JSON.stringify(raw(db, queued.row.holdId));
      for (const secret of ['s3cr3t-Pass', '0001234567', '66666600000011', card.key]) {
        expect(stored).not.toContain(secret);
      }
      expect(queue.get(queued.row.holdId)?.lastErrorMessage).toBe(
        'bad request {"user":"demo","password":[redacted]} cards …4567, [track data], …2222; account 4821',
      );
    });

    it('keep no run of six or more digits once the hold is settled', () => {
      const { queue, hold, db } = setup();
      const row = hold(100);
      queue.settlement.markSending(row.holdId);
      const text = 'insufficientFunds: account 123456 of guest +79161234567 has 10.00, needs 1000.00';
      queue.settlement.markRejected(row.holdId, { code: 'insufficientFunds', message: text });
      expect(queue.get(row.holdId)?.lastErrorMessage).toBe(
        'insufficientFunds: account 123456 of guest …4567 has 10.00, needs 1000.00',
      );
      queue.resolve(row.holdId, 'discard');
      expect(raw(db, row.holdId)).toEqual({
        last_error_code: 'insufficientFunds',
        last_error_message: 'insufficientFunds: account …3456 of guest …4567 has 10.00, needs 1000.00',
      });

      const queued = hold(100);
      const r = queue.reverse(queued.holdId);
      expect(r).toMatchObject({ ok: true, action: 'cancelled', row: { lastErrorMessage: null } });
    });
  });

  describe('offline limits at enqueue', () => {
    it('counts what waits for the guest, the account and the terminal, and names the limit', () => {
      const { queue, cache } = setup();
      cache.putGuest(bonusGuest(card, ACC, 3000));
      const offline = (amountCents: number) =>
        queue.enqueue(
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
        queue.enqueue(
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
      const { queue } = setup();
      const r = queue.enqueue(
        { kind: 'debit', token: card, accountGuid: ACC, amountCents: 1 },
        { offline: true },
      );
      expect(r).toEqual({ ok: false, refusal: { code: 'offlineBalanceUnknown' } });
    });

    it('queues credits up to the count limit', () => {
      const { queue } = setup();
      queue.limits = { ...queue.limits, creditQueueCount: 2 };
      const credit = () =>
        queue.enqueue({ kind: 'credit', token: card, accountGuid: ACC, amountCents: 10 }, { offline: true });
      expect([credit().ok, credit().ok]).toEqual([true, true]);
      expect(credit()).toEqual({ ok: false, refusal: { code: 'offlineCreditQueueFull', count: 2 } });
    });
  });

  describe('reverse', () => {
    it('cancels a queued hold locally and wipes its token', () => {
      const { queue, hold } = setup();
      const row = hold(100);
      const r = queue.reverse(row.holdId);
      expect(r).toMatchObject({
        ok: true,
        action: 'cancelled',
        row: { state: 'cancelled', hasPlainToken: false },
      });
      expect(queue.reverse(row.holdId)).toMatchObject({ ok: false, error: { code: 'holdStateConflict' } });
      expect(queue.totals().waitingCount).toBe(0);
    });

    it('discards a rejected hold', () => {
      const { queue, hold } = setup();
      const row = hold(100);
      queue.settlement.markSending(row.holdId);
      queue.settlement.markRejected(row.holdId, { code: 'insufficientFunds', message: '' });
      expect(queue.reverse(row.holdId)).toMatchObject({
        ok: true,
        action: 'discarded',
        row: { state: 'discarded' },
      });
    });

    it('queues a reverse row behind a rejected hold that may have been applied, instead of discarding it', () => {
      const { queue, hold } = setup();
      const row = unsureRejected(queue, hold(100));
      const r = queue.reverse(row.holdId);
      expect(r).toMatchObject({
        ok: true,
        action: 'queued',
        row: { kind: 'reverse', state: 'queued', targetHoldId: row.holdId },
      });
      expect(queue.get(row.holdId)).toMatchObject({
        state: 'rejected',
        needsCheck: true,
        hasPlainToken: true,
      });
      // Only a target known not to be applied makes a reversal moot.
      if (!r.ok) throw new Error(r.error.message);
      expect(() => queue.settlement.markReverseMoot(r.row.holdId)).toThrow(/may have been applied/);
      expect(queue.get(r.row.holdId)?.state).toBe('queued');
    });

    it('queues a reverse row behind a confirmed hold, with its date and token, and only one', () => {
      const { queue, hold } = setup();
      const row = hold(100);
      queue.settlement.markSending(row.holdId);
      queue.settlement.markConfirmed(row.holdId, {
        source: 'answer',
        bonusTransactionId: 5,
        balanceAfter: null,
      });
      const r = queue.reverse(row.holdId);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.action).toBe('queued');
      expect(r.row).toMatchObject({
        kind: 'reverse',
        state: 'queued',
        targetHoldId: row.holdId,
        date: row.date,
        amountCents: 100,
      });
      expect(queue.plainToken(r.row.holdId)).toEqual(card);
      expect(queue.reverse(row.holdId)).toMatchObject({ ok: false, error: { code: 'reversalPending' } });
      expect(queue.reverse(r.row.holdId)).toMatchObject({ ok: false, error: { code: 'holdStateConflict' } });
      queue.settlement.markSending(r.row.holdId);
      queue.settlement.markConfirmed(r.row.holdId, {
        source: 'answer',
        bonusTransactionId: 6,
        balanceAfter: null,
      });
      expect(queue.get(row.holdId)?.state).toBe('reversed');
    });

    it('after a restart (token no longer in memory) asks for the card, and checks it is the same', () => {
      const { queue, hold, db } = setup();
      const row = hold(100);
      queue.settlement.markSending(row.holdId);
      queue.settlement.markConfirmed(row.holdId, {
        source: 'answer',
        bonusTransactionId: 5,
        balanceAfter: null,
      });
      const restarted = new HoldQueue(db, new TokenHasher(Buffer.alloc(32, 3)));
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
      const { queue, hold } = setup();
      const plain = hold(100);
      queue.settlement.markSending(plain.holdId);
      queue.settlement.markRejected(plain.holdId, { code: 'insufficientFunds', message: '' });
      expect(queue.resolve(plain.holdId, 'retry')).toMatchObject({
        ok: true,
        row: { state: 'queued', lastErrorCode: null },
      });

      const unsure = hold(200);
      queue.settlement.markSending(unsure.holdId);
      queue.settlement.markUncertain(unsure.holdId, { code: 'network:reset', message: '' });
      queue.settlement.markRejected(unsure.holdId, {
        code: 'tokenNotFound',
        message: 'history check failed',
      });
      expect(queue.resolve(unsure.holdId, 'retry')).toMatchObject({ ok: true, row: { state: 'uncertain' } });

      expect(queue.resolve(unsure.holdId, 'discard')).toMatchObject({
        ok: false,
        error: { code: 'holdStateConflict' },
      });
      expect(queue.resolve(plain.holdId, 'discard')).toMatchObject({
        ok: false,
        error: { code: 'holdStateConflict' },
      });
      queue.settlement.markSending(plain.holdId);
      queue.settlement.markRejected(plain.holdId, { code: 'insufficientFunds', message: '' });
      expect(queue.resolve(plain.holdId, 'discard')).toMatchObject({
        ok: true,
        row: { state: 'discarded', hasPlainToken: false },
      });
      expect(queue.resolve('nope', 'retry')).toMatchObject({ ok: false, error: { code: 'holdNotFound' } });
    });

    it('retries a rejected debit while offline only within the offline limits, as a new hold', () => {
      const { queue, cache } = setup();
      cache.putGuest(bonusGuest(card, ACC, 3000));
      const big = queue.enqueue(
        { kind: 'debit', token: card, accountGuid: ACC, amountCents: 500_000, customerGuid: 'g-1' },
        { offline: false },
      );
      if (!big.ok) throw new Error('not enqueued');
      queue.settlement.markSending(big.row.holdId);
      queue.settlement.markRejected(big.row.holdId, { code: 'insufficientFunds', message: '' });
      expect(queue.resolve(big.row.holdId, 'retry', { offline: true })).toMatchObject({
        ok: false,
        refusal: { code: 'offlineLimitPerHold', amountCents: 500_000 },
      });
      expect(queue.get(big.row.holdId)).toMatchObject({ state: 'rejected' });
      // Online, the platform decides again.
      expect(queue.resolve(big.row.holdId, 'retry', { offline: false })).toMatchObject({
        ok: true,
        row: { state: 'queued' },
      });
    });

    it('discards a hold that may have been applied only when forced, and keeps the mark that it was unsure', () => {
      const { queue, hold } = setup();
      const row = unsureRejected(queue, hold(200));
      expect(queue.resolve(row.holdId, 'discard')).toMatchObject({
        ok: false,
        error: { code: 'holdOutcomeUnknown' },
      });
      expect(queue.get(row.holdId)).toMatchObject({ state: 'rejected', hasPlainToken: true });
      expect(queue.resolve(row.holdId, 'discard', { force: true })).toMatchObject({
        ok: true,
        row: { state: 'discarded', needsCheck: true, hasPlainToken: false },
      });
    });

    it('refuses to discard a hold while a reversal of it is not settled', () => {
      const { queue, hold } = setup();
      const row = unsureRejected(queue, hold(200));
      const r = queue.reverse(row.holdId);
      if (!r.ok) throw new Error(r.error.message);
      expect(queue.resolve(row.holdId, 'discard', { force: true })).toMatchObject({
        ok: false,
        error: { code: 'reversalPending' },
      });
      queue.settlement.markRejected(r.row.holdId, { code: 'holdOutcomeUnknown', message: '' });
      expect(queue.resolve(row.holdId, 'discard', { force: true })).toMatchObject({
        ok: false,
        error: { code: 'reversalPending' },
      });
      expect(queue.resolve(r.row.holdId, 'discard')).toMatchObject({
        ok: true,
        row: { state: 'discarded' },
      });
      expect(queue.resolve(row.holdId, 'discard', { force: true })).toMatchObject({ ok: true });
    });
  });

  it('a platform answer takes a transaction matched from the history to another hold; that hold goes to a manager', () => {
    const { queue, hold } = setup();
    const guessed = hold(100);
    const real = hold(100, 'debit', false, { ...card, key: '5555000011112222' });
    queue.settlement.markSending(guessed.holdId);
    queue.settlement.markUncertain(guessed.holdId, { code: 'network:timeout', message: '' });
    queue.settlement.markConfirmed(guessed.holdId, {
      source: 'history',
      bonusTransactionId: 77,
      balanceAfter: null,
    });
    expect(queue.settlement.isTransactionMatched(77)).toBe(true);
    queue.settlement.markSending(real.holdId);
    queue.settlement.markConfirmed(real.holdId, {
      source: 'answer',
      bonusTransactionId: 77,
      balanceAfter: null,
    });
    expect(queue.get(real.holdId)).toMatchObject({ state: 'confirmed', bonusTransactionId: 77 });
    expect(queue.get(guessed.holdId)).toMatchObject({
      state: 'rejected',
      needsCheck: true,
      bonusTransactionId: null,
      lastErrorCode: 'matchConflict',
    });
    // The history can never take a transaction already matched.
    const third = hold(100);
    queue.settlement.markSending(third.holdId);
    queue.settlement.markUncertain(third.holdId, { code: 'unexpected', message: '' });
    expect(() =>
      queue.settlement.markConfirmed(third.holdId, {
        source: 'history',
        bonusTransactionId: 77,
        balanceAfter: null,
      }),
    ).toThrow(/already matched/);
  });
});
