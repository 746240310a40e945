import { afterEach, describe, expect, it } from 'vitest';
import { WorkloadResponseSchema, type Table } from '../../../common/platform/schemas';
import type { VenueFixtureInput } from '../../../server/venue';
import { smallVenue } from '../../support/small-venue';
import { venueApp, type VenueApp } from '../../support/venue-app';

let venue: VenueApp;
afterEach(async () => {
  await venue.close();
});

async function schemeAt(time?: string | number) {
  const { status, body } = await venue.post(
    'workload',
    time === undefined ? { service: 'test' } : { service: 'test', time },
  );
  expect(status).toBe(200);
  return WorkloadResponseSchema.parse(body).tableScheme;
}

const busyIds = (tables: Table[]) => tables.filter((t) => t.isBusy).map((t) => t.id);

describe('workload', () => {
  // Small venue: table 1 (2 seats) busy 10:00-12:00Z, table 2 (4) 08:00-08:30Z, table 4 (8) 11:00-13:00Z.
  it('marks a table busy from the start of an interval up to, not including, its end', async () => {
    venue = venueApp({ venue: smallVenue() });
    const cases: [string, number[], number][] = [
      ['2025-06-01T09:59:59.999Z', [], 0],
      ['2025-06-01T10:00:00.000Z', [1], 2],
      ['2025-06-01T08:00:00.000Z', [2], 4],
      ['2025-06-01T11:29:59.999+03:00', [2], 4],
      ['2025-06-01T08:30:00.000Z', [], 0],
      ['2025-06-01T11:00:00.000Z', [1, 4], 10],
      ['2025-06-01T11:59:59.999Z', [1, 4], 10],
      ['2025-06-01T12:00:00.000Z', [4], 8],
      ['2025-06-01T13:00:00.000Z', [], 0],
    ];
    for (const [time, busy, load] of cases) {
      const scheme = await schemeAt(time);
      expect(busyIds(scheme.tables), time).toEqual(busy);
      expect(scheme.currentLoad, time).toBe(load);
      expect(scheme.maxCapacity).toBe(2 + 4 + 6 + 8);
    }
  });

  it('takes epoch milliseconds as well as ISO 8601', async () => {
    venue = venueApp({ venue: smallVenue() });
    const iso = '2025-06-01T11:15:00.000Z';
    expect(await schemeAt(Date.parse(iso))).toEqual(await schemeAt(iso));
    expect((await schemeAt(Date.parse(iso))).currentLoad).toBe(10);
  });

  it('answers for the injected clock when time is omitted', async () => {
    let now = new Date('2025-06-01T11:30:00Z');
    venue = venueApp({ venue: smallVenue(), now: () => now });
    expect((await schemeAt()).currentLoad).toBe(10);
    now = new Date('2025-06-01T12:30:00Z');
    expect((await schemeAt()).currentLoad).toBe(8);
  });

  it('groups the tables by hall and sizes the scheme by the largest hall', async () => {
    venue = venueApp({ venue: smallVenue() });
    const scheme = await schemeAt('2025-06-01T11:00:00Z');
    expect(scheme.halls.map((h) => h.tables.map((t) => t.id))).toEqual([[1, 2, 3], [4]]);
    expect(scheme.halls.flatMap((h) => h.tables)).toEqual(scheme.tables);
    expect([scheme.width, scheme.height]).toEqual([1000, 900]);
    expect(scheme.tables[0]).toMatchObject({
      shape: 'rect',
      _id: 'rid-Table-1',
      itemTitle: '1',
      minCapacity: 1,
    });
    expect(scheme.itemTitle).toBe('Схема зала');
    expect(scheme.reservations).toEqual([]);
  });

  it('counts relative occupancy from the moment the fixture was loaded', async () => {
    const loadedAt = new Date('2030-01-01T12:00:00Z');
    const fixture: VenueFixtureInput = {
      ...smallVenue(),
      occupancy: [{ tableId: 3, startsMinutesFromLoad: -30, durationMinutes: 90 }],
    };
    venue = venueApp({ venue: fixture, loadedAt });
    const at = (minutes: number) => loadedAt.getTime() + minutes * 60_000;
    expect(busyIds((await schemeAt(at(-31))).tables)).toEqual([]);
    expect(busyIds((await schemeAt(at(-30))).tables)).toEqual([3]);
    expect((await schemeAt(at(59))).currentLoad).toBe(6);
    expect(busyIds((await schemeAt(at(60))).tables)).toEqual([]);
  });

  it('refuses a malformed time with invalidRequest naming time', async () => {
    venue = venueApp({ venue: smallVenue() });
    for (const time of ['yesterday', '2025-06-01', -5, 1.5, 8.64e15 + 1, true]) {
      const { status, body } = await venue.post('workload', { service: 'test', time });
      expect(status, String(time)).toBe(400);
      expect(body.errorCode).toBe('invalidRequest');
      expect(body.errorDescription).toContain('time');
    }
  });

  it('takes "time": null as time omitted (the live service\'s clients send null for unset fields)', async () => {
    venue = venueApp({ venue: smallVenue() });
    const omitted = await venue.post('workload', { service: 'test' });
    const sentNull = await venue.post('workload', { service: null, time: null });
    expect(sentNull.status).toBe(200);
    expect(sentNull.body).toEqual(omitted.body);
  });

  it('refuses a body that is not a JSON object', async () => {
    venue = venueApp({ venue: smallVenue() });
    for (const body of [[], 'time', 5]) {
      const res = await venue.post('workload', body);
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('invalidRequest');
    }
  });

  it('shows the demo venue with 20+ tables in two halls, some of them busy now', async () => {
    venue = venueApp();
    const scheme = await schemeAt();
    expect(scheme.halls).toHaveLength(2);
    expect(scheme.tables.length).toBeGreaterThanOrEqual(20);
    const busy = scheme.tables.filter((t) => t.isBusy);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length).toBeLessThan(scheme.tables.length);
    expect(scheme.currentLoad).toBe(busy.reduce((seats, t) => seats + t.maxCapacity, 0));
    expect(scheme.maxCapacity).toBe(scheme.tables.reduce((seats, t) => seats + t.maxCapacity, 0));
    // Still busy hours later: a demo session does not run out of guests.
    const later = await schemeAt(Date.now() + 4 * 3600_000);
    expect(later.currentLoad).toBeGreaterThan(0);
  });
});
