import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_KEPT_MS, FIRST_READS, sendFirstReads } from '../../src/bridge/first-reads';
import { FakeBridge } from '../support/fake-bridge';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const STATUS_ANSWER = { ok: false, error: { code: 'internalError', message: { ru: 'x', en: 'x' } } } as const;

describe('sendFirstReads', () => {
  it('sends the first reads at once and answers the first read of each with that answer', async () => {
    const fake = new FakeBridge().answer('status', () => STATUS_ANSWER);
    const bridge = sendFirstReads(fake.bridge);
    for (const name of FIRST_READS) expect(fake.calls[name]).toHaveBeenCalledTimes(1);
    expect(await bridge.status({})).toEqual(STATUS_ANSWER);
    expect(await bridge['notices.list']({})).toMatchObject({ ok: false, error: { code: 'notFound' } });
    for (const name of FIRST_READS.filter((name) => name !== 'settings.get' && name !== 'staff.status'))
      expect(fake.calls[name]).toHaveBeenCalledTimes(1);
  });

  it('asks anew for a second read, a read with input, and a first read once the early answer is stale', async () => {
    const fake = new FakeBridge();
    const bridge = sendFirstReads(fake.bridge);
    await bridge.status({});
    await bridge.status({});
    expect(fake.calls.status).toHaveBeenCalledTimes(2);

    await bridge['settings.get']({ unexpected: true } as never);
    expect(fake.calls['settings.get']).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(EARLY_ANSWER_KEPT_MS);
    await bridge['staff.status']({});
    expect(fake.calls['staff.status']).toHaveBeenCalledTimes(2);
  });

  it('leaves every other command and the events to the bridge', async () => {
    const fake = new FakeBridge();
    const bridge = sendFirstReads(fake.bridge);
    await bridge['display.show']({ screen: 'idle' } as never);
    expect(fake.calls['display.show']).toHaveBeenCalledTimes(1);
    const heard = vi.fn();
    bridge.on('status', heard);
    fake.emit('status', {} as never);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
