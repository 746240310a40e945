import { describe, expect, it } from 'vitest';
import type { CommandOutput } from '../../../common/contract/index';
import { PAGE_SIZE, QueueState } from '../../src/queue/queue.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { changed, hold, summary } from './holds';

function page(holds: CommandOutput<'queue.list'>['holds'], nextCursor?: number): CommandOutput<'queue.list'> {
  return { holds, summary: summary({ count: holds.length }), ...(nextCursor ? { nextCursor } : {}) };
}

describe('QueueState', () => {
  it('reads a page of the group newest first, and the next page from the cursor', async () => {
    const [a, b, c] = [hold(), hold(), hold()];
    const fake = new FakeBridge().answer('queue.list', ({ cursor }) =>
      cursor === undefined ? { ok: true, value: page([c!, b!], 7) } : { ok: true, value: page([a!]) },
    );
    const queue = new QueueState(fake.bridge);
    await queue.show('waiting');
    expect(fake.calls['queue.list']).toHaveBeenLastCalledWith({
      limit: PAGE_SIZE,
      states: ['queued', 'sending'],
    });
    expect(queue.holds.map((h) => h.holdId)).toEqual([c!.holdId, b!.holdId]);
    expect(queue.nextCursor).toBe(7);
    await queue.more();
    expect(fake.calls['queue.list']).toHaveBeenLastCalledWith({
      limit: PAGE_SIZE,
      states: ['queued', 'sending'],
      cursor: 7,
    });
    expect(queue.holds.map((h) => h.holdId)).toEqual([c!.holdId, b!.holdId, a!.holdId]);
    expect(queue.nextCursor).toBeUndefined();
  });

  it('updates a hold in place, drops it when it leaves the group, adds new ones in order', async () => {
    const [a, b] = [hold(), hold()];
    const fake = new FakeBridge().ok('queue.list', page([b!, a!]));
    const queue = new QueueState(fake.bridge);
    await queue.show('waiting');
    queue.onQueue({ hold: changed(a!, { state: 'sending', attempts: 1 }), summary: summary({ count: 2 }) });
    expect(queue.holds.map((h) => [h.holdId, h.state])).toEqual([
      [b!.holdId, 'queued'],
      [a!.holdId, 'sending'],
    ]);
    queue.onQueue({ hold: changed(b!, { state: 'confirmed' }), summary: summary({ count: 1 }) });
    expect(queue.holds.map((h) => h.holdId)).toEqual([a!.holdId]);
    const newer = hold();
    queue.onQueue({ hold: newer, summary: summary({ count: 2 }) });
    expect(queue.holds.map((h) => h.holdId)).toEqual([newer.holdId, a!.holdId]);
    expect(queue.summary?.count).toBe(2);
  });

  it('drops an online try taken again offline, in every group: it moved no money', async () => {
    const [a, b] = [hold(), hold()];
    const fake = new FakeBridge().ok('queue.list', page([b!, a!]));
    const queue = new QueueState(fake.bridge);
    await queue.show('all');
    queue.onQueue({
      hold: changed(a!, { state: 'cancelled', retaken: true }),
      summary: summary({ count: 1 }),
    });
    expect(queue.holds.map((h) => h.holdId)).toEqual([b!.holdId]);
    queue.onQueue({
      hold: { ...hold(), state: 'cancelled', retaken: true },
      summary: summary({ count: 1 }),
    });
    expect(queue.holds.map((h) => h.holdId)).toEqual([b!.holdId]);
  });

  it('ignores a late copy of an older state, and holds that belong to a page not read yet', async () => {
    const [old, a, b] = [hold(), hold(), hold()];
    const fake = new FakeBridge().ok('queue.list', page([b!, a!], 3));
    const queue = new QueueState(fake.bridge);
    await queue.show('all');
    const sending = changed(a!, { state: 'sending' });
    queue.onQueue({ hold: changed(sending, { state: 'confirmed' }), summary: summary() });
    queue.onQueue({ hold: sending, summary: summary() });
    expect(queue.holds.find((h) => h.holdId === a!.holdId)?.state).toBe('confirmed');
    queue.onQueue({ hold: changed(old!, { state: 'rejected' }), summary: summary() });
    expect(queue.holds).toHaveLength(2);
  });

  it('keeps what an event said while the page was on its way', async () => {
    const a = hold();
    let answer: (value: { ok: true; value: CommandOutput<'queue.list'> }) => void = () => {};
    const fake = new FakeBridge().answer('queue.list', () => new Promise((resolve) => (answer = resolve)));
    const queue = new QueueState(fake.bridge);
    const loading = queue.show('all');
    queue.onQueue({ hold: changed(a, { state: 'confirmed' }), summary: summary() });
    answer({ ok: true, value: page([a]) });
    await loading;
    expect(queue.holds.map((h) => h.state)).toEqual(['confirmed']);
  });

  it('turns the core’s answers to retry and discard into outcomes', async () => {
    const rejected = hold({ state: 'rejected' });
    const fake = new FakeBridge();
    const queue = new QueueState(fake.bridge);
    fake.ok('queue.resolve', { hold: changed(rejected, { state: 'queued' }) });
    expect((await queue.retry(rejected)).kind).toBe('retried');
    fake.fail('queue.resolve', { code: 'holdOutcomeUnknown', message: { ru: 'р', en: 'e' } });
    const correction = { reason: 'duplicate' } as const;
    expect((await queue.discard(rejected, correction)).kind).toBe('outcomeUnknown');
    expect((await queue.discard(rejected, correction, true)).kind).toBe('failed');
    fake.fail('queue.resolve', { code: 'cardRequired', message: { ru: 'р', en: 'e' } });
    expect((await queue.retry(rejected)).kind).toBe('cardRequired');
    expect(fake.calls['queue.resolve'].mock.calls.map(([input]) => input)).toEqual([
      { holdId: rejected.holdId, action: 'retry' },
      { holdId: rejected.holdId, action: 'discard', correction: { reason: 'duplicate' } },
      { holdId: rejected.holdId, action: 'discard', correction: { reason: 'duplicate' }, force: true },
      { holdId: rejected.holdId, action: 'retry' },
    ]);
    expect(queue.busy).toEqual([]);
  });
});
