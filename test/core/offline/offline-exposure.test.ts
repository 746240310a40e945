import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileSecretStore } from '../../../core/terminal/settings/secret-store';
import { riskLimitsOf, SETTINGS_FILE, SettingsStore } from '../../../core/terminal/settings/settings';
import { GuestCache, openTerminalDb, HoldQueue, TokenHasher } from '../../../core/offline';
import type { CustomerToken } from '../../../common/platform/schemas';
import { bonusGuest } from '../../support/bonus-guest';
import { ManualTime, tempDir } from '../../support/fake-platform';

const card: CustomerToken = { type: 'card', entry: 'trackCode', key: '4276000011112222' };
const ACC = 'bonus_account_type-1';

/** A terminal of its own (its own database) that has cached the guest with `available` bonuses. */
function terminal(available: number, time = new ManualTime()) {
  const db = openTerminalDb(':memory:');
  const hasher = new TokenHasher(Buffer.alloc(32, 7));
  const cache = new GuestCache(db, hasher, { clock: time.clock });
  cache.putGuest(bonusGuest(card, ACC, available));
  const queue = new HoldQueue(db, hasher, { cache, clock: time.clock });
  /** Offline debits of `cents` until one is refused: what this terminal let through. */
  const spendAll = (cents: number) => {
    let taken = 0;
    for (;;) {
      const r = queue.enqueue(
        { kind: 'debit', token: card, accountGuid: ACC, amountCents: cents, customerGuid: 'g-1' },
        { offline: true },
      );
      if (!r.ok) return { taken, refusal: r.refusal };
      taken += cents;
    }
  };
  return { queue, spendAll, time };
}

describe('offline exposure across terminals', () => {
  it('two terminals offline with the same cached 1 000.00 take at most 1 000.00 together', () => {
    const a = terminal(1_000);
    const b = terminal(1_000);
    const spentA = a.spendAll(10_000);
    const spentB = b.spendAll(10_000);
    expect(spentA).toEqual({
      taken: 50_000,
      refusal: { code: 'offlineBalanceInsufficient', availableCents: 0, amountCents: 10_000 },
    });
    expect(spentB.taken).toBe(50_000);
    expect(spentA.taken + spentB.taken).toBeLessThanOrEqual(100_000);
  });

  it('a cached balance older than 4 hours allows no offline debit', () => {
    const t = terminal(1_000);
    t.time.advance(4 * 3_600_000 + 1);
    expect(t.spendAll(100)).toMatchObject({ taken: 0, refusal: { code: 'offlineBalanceStale' } });
  });

  it('follows the configured share', () => {
    const t = terminal(1_000);
    t.queue.limits = { ...t.queue.limits, balanceSharePercent: 25 };
    expect(t.spendAll(5_000).taken).toBe(25_000);
  });
});

describe('the share and the balance age in the settings', () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = tempDir('limit-settings-')));
  afterEach(() => cleanup());

  const store = () => new SettingsStore(dir, new FileSecretStore(dir, {}));
  const file = () => path.join(dir, SETTINGS_FILE);

  it('defaults to half the cached balance and 4 hours, and says so in the view', async () => {
    const settings = store();
    expect(settings.value.limits).toMatchObject({ maxBalanceAgeHours: 4, balanceSharePercent: 50 });
    expect((await settings.view()).limits).toMatchObject({ maxBalanceAgeHours: 4, balanceSharePercent: 50 });
    expect(riskLimitsOf(settings.value.limits)).toMatchObject({
      maxBalanceAgeMs: 4 * 3_600_000,
      balanceSharePercent: 50,
    });
  });

  it('stores only the limits a manager set, so the defaults still apply to the others', async () => {
    await store().apply({ limits: { balanceSharePercent: 30 } });
    const saved = JSON.parse(readFileSync(file(), 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({ settingsVersion: 2, limits: { balanceSharePercent: 30 } });
    const again = store();
    expect(again.value.limits).toMatchObject({
      balanceSharePercent: 30,
      maxBalanceAgeHours: 4,
      perHoldCents: 100_000,
    });
    expect(again.warnings).toEqual([]);
  });

  it('a file of the earlier version gets the new defaults where it only repeated the old ones', () => {
    const v1Defaults = { perHold: 1_000, perGuest: 2_000, terminal: 20_000, creditQueueCount: 500 };
    writeFileSync(file(), JSON.stringify({ limits: { ...v1Defaults, maxBalanceAgeHours: 24 } }));
    expect(store().value.limits.maxBalanceAgeHours).toBe(4);
    writeFileSync(
      file(),
      JSON.stringify({ limits: { ...v1Defaults, maxBalanceAgeHours: 12, perHold: 300 } }),
    );
    expect(store().value.limits).toMatchObject({ maxBalanceAgeHours: 12, perHoldCents: 30_000 });
    // Since version 2 a stored 24 was set by a manager: it stays.
    writeFileSync(file(), JSON.stringify({ settingsVersion: 2, limits: { maxBalanceAgeHours: 24 } }));
    expect(store().value.limits.maxBalanceAgeHours).toBe(24);
  });

  it('refuses a share outside 1..100 with a warning and the defaults', () => {
    writeFileSync(file(), JSON.stringify({ settingsVersion: 2, limits: { balanceSharePercent: 0 } }));
    const settings = store();
    expect(settings.value.limits.balanceSharePercent).toBe(50);
    expect(settings.warnings.map((w) => w.code)).toEqual(['settingsFileInvalid']);
  });
});
