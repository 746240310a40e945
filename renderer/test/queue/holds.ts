import type { HoldView, QueueSummary, Status } from '../../../common/contract/index';

let next = 0;

/** A hold as the core lists it; each call a new id, created a minute after the previous one. */
export function hold(overrides: Partial<HoldView> = {}): HoldView {
  next += 1;
  const createdAt = new Date(Date.UTC(2026, 10, 23, 9, 0) + next * 60_000).toISOString();
  return {
    holdId: `${String(next).padStart(8, '0')}-aaaa-4bbb-8ccc-dddddddddddd`,
    kind: 'debit',
    state: 'queued',
    amountCents: 15_000,
    accountGuid: 'acc-1',
    token: '…4567',
    createdAt,
    updatedAt: createdAt,
    attempts: 0,
    ...overrides,
  };
}

/** The same hold later, in another state. */
export function changed(original: HoldView, overrides: Partial<HoldView>): HoldView {
  const updatedAt = new Date(Date.parse(original.updatedAt) + 1_000).toISOString();
  return { ...original, updatedAt, ...overrides };
}

export function summary(overrides: Partial<QueueSummary> = {}): QueueSummary {
  return {
    count: 0,
    debitCents: 0,
    creditCents: 0,
    reversals: 0,
    oldest: null,
    rejected: 0,
    uncertain: 0,
    ...overrides,
  };
}

export function status(overrides: Partial<Status> = {}): Status {
  return {
    connectivity: 'online',
    since: new Date(Date.now() - 5 * 60_000).toISOString(),
    queue: summary(),
    platform: { url: 'http://127.0.0.1:8787/platform', embedded: false, user: 'demo' },
    lastOnlineAt: new Date().toISOString(),
    scanner: { backend: { state: 'ready', description: 'node-hid' }, readers: [] },
    warnings: [],
    update: { state: 'off' },
    ...overrides,
  };
}
