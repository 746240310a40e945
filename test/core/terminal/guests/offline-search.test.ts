import { describe, expect, it } from 'vitest';
import type { CommandOutput } from '../../../../common/contract/index';
import { dispatch } from '../../../../core/hosts/dispatch';
import { proxiedDemoCoreForEachTest } from '../../../support/core-rig';
import { quietLog } from '../../../support/recording-handlers';
import { until } from '../../../support/until';

/**
 * Search during an outage, through the core against the demo platform behind a fault proxy:
 * the saved guests answer, marked as saved copies with their age; once the platform is back the
 * platform answers again.
 */
const rig = proxiedDemoCoreForEachTest('offline-search-', {
  requestTimeoutMs: 1_500,
  pingInitialMs: 50,
  pingMaxMs: 100,
});

type Search = CommandOutput<'guest.search'>;

async function search(text: string): Promise<Search> {
  const result = await dispatch(rig.core.handlers, 'guest.search', { text }, quietLog());
  if (!result.ok) throw new Error(`search refused: ${result.error.code}`);
  return result.value as Search;
}

describe('guest.search during an outage', () => {
  it('answers from the saved guests (by name in any case, by phone digits), each with its age; the platform again once back', async () => {
    const live = await search('Иванов');
    expect(live.source).toBe('live');
    expect(live.saved).toBeUndefined();
    const seen = live.guests.map((c) => c.lastName);
    expect(seen).toContain('Иванов');

    await rig.proxy.down();
    // The first search after the cut finds the platform gone and answers from the saved guests.
    const cut = await search('ИВАН');
    expect(cut.source).toBe('cache');
    await until(() => rig.core.status().connectivity === 'offline');

    const byName = await search('иванов');
    expect(byName.source).toBe('cache');
    expect(byName.guests.map((c) => c.lastName).sort()).toEqual(seen.filter((n) => /иванов/i.test(n)).sort());
    for (const guest of byName.guests) {
      const saved = byName.saved?.[guest.customerGuid];
      expect(saved?.ageMs).toBeGreaterThanOrEqual(0);
      expect(Date.parse(saved!.fetchedAt)).toBeLessThanOrEqual(Date.now());
    }
    const byPhone = await search('916123');
    expect(byPhone.guests.map((c) => `${c.lastName} ${c.firstName}`)).toEqual(['Иванов Иван']);
    expect(JSON.stringify(byPhone)).not.toContain('79161234567');
    expect((await search('Петров')).guests).toEqual([]); // never saved: not found, not refused

    await rig.proxy.up();
    await until(async () => (await search('Михайлов')).source === 'live');
    expect((await search('Михайлов')).guests.map((c) => c.lastName)).toContain('Михайлов');
  });
});
