import { describe, expect, it } from 'vitest';
import { describeZodError } from '../../../server/http/errors';
import { demoVenue, VenueFixtureSchema, type VenueFixtureInput } from '../../../server/venue';
import { smallVenue } from '../../support/small-venue';

/** The loader's one-line message for a refused venue section, or 'ok'. */
function problem(edit: (venue: ReturnType<typeof smallVenue> & Required<VenueFixtureInput>) => void): string {
  const venue = smallVenue() as ReturnType<typeof smallVenue> & Required<VenueFixtureInput>;
  edit(venue);
  const result = VenueFixtureSchema.safeParse(venue);
  return result.success ? 'ok' : describeZodError(result.error, ['venue']);
}

describe('venue fixture section', () => {
  it('accepts the small venue and the demo venue', () => {
    expect(problem(() => {})).toBe('ok');
    expect(VenueFixtureSchema.safeParse(demoVenue()).success).toBe(true);
  });

  it('refuses broken cross-references at the path of the bad field', () => {
    const cases: [string, (v: Required<VenueFixtureInput>) => void][] = [
      ['venue.tables[2].hallId: no hall with id 9', (v) => (v.tables[2]!.hallId = 9)],
      ['venue.occupancy[1].tableId: no table with id 42', (v) => (v.occupancy[1]!.tableId = 42)],
      ['venue.products[0].parentId: no category with id 11', (v) => (v.products[0]!.parentId = 11)],
      [
        'venue.categories[1].measureUnitId: no measure unit with id 5',
        (v) => (v.categories[1]!.measureUnitId = 5),
      ],
      ['venue.invoices[1].providerId: no provider with id 3', (v) => (v.invoices[1]!.providerId = 3)],
      ['venue.invoices[0].storeId: no store with id 2', (v) => (v.invoices[0]!.storeId = 2)],
      [
        'venue.invoices[0].items[2].productId: no product with id 3',
        (v) => (v.invoices[0]!.items![2]!.productId = 3),
      ],
      [
        'venue.company.dishBaseMeasureUnitId: no measure unit with id 8',
        (v) => (v.company.dishBaseMeasureUnitId = 8),
      ],
    ];
    for (const [message, edit] of cases) expect(problem(edit)).toBe(message);
  });

  it('refuses ids used twice within one module, naming the first use', () => {
    expect(problem((v) => (v.products[1]!.id = 2))).toBe(
      'venue.products[1].id: id 2 is already used in module warehouse.nomenclature.singleproduct by categories[1]',
    );
    expect(problem((v) => (v.providers.organizations![0]!.id = 1))).toMatch(
      /^venue\.providers\.organizations\[0\]\.id:/,
    );
    expect(problem((v) => (v.invoices[1]!.items![0]!.id = 103))).toMatch(
      /^venue\.invoices\[1\]\.items\[0\]\.id:/,
    );
  });

  it('refuses a category that is its own ancestor', () => {
    expect(problem((v) => (v.categories[0]!.parentId = 3))).toMatch(
      /^venue\.categories\[0\]\.parentId: .*own ancestor/,
    );
  });

  it('refuses a repeated rid', () => {
    expect(problem((v) => (v.stores[0]!.rid = 'provider-org-2'))).toBe(
      'venue.stores[0].rid: rid provider-org-2 is already used by providers.organizations[0]',
    );
  });

  it('refuses tables that leave their hall or seat fewer than their minimum', () => {
    expect(problem((v) => (v.tables[0]!.x = 950))).toMatch(/^venue\.tables\[0\]\.x: .*width of hall 1/);
    expect(problem((v) => (v.tables[0]!.minCapacity = 3))).toMatch(/^venue\.tables\[0\]\.minCapacity:/);
  });

  it('refuses occupancy intervals that are empty, half given or mix both forms', () => {
    expect(problem((v) => (v.occupancy[0]!.to = '2025-06-01T10:00:00Z'))).toMatch(
      /^venue\.occupancy\[0\]\.to: must be later/,
    );
    expect(problem((v) => (v.occupancy[0] = { tableId: 1, from: '2025-06-01T10:00:00Z' }))).toMatch(
      /^venue\.occupancy\[0\]\.to: is required/,
    );
    expect(problem((v) => (v.occupancy[0] = { tableId: 1, startsMinutesFromLoad: 5 }))).toMatch(
      /^venue\.occupancy\[0\]\.durationMinutes: is required/,
    );
    expect(
      problem(
        (v) =>
          (v.occupancy[0] = { ...v.occupancy[0]!, tableId: 1, startsMinutesFromLoad: 0, durationMinutes: 5 }),
      ),
    ).toMatch(/^venue\.occupancy\[0\]\.from: give either/);
  });

  it('refuses money with more than two decimals, unknown fields and wrong types, at their paths', () => {
    expect(problem((v) => (v.products[0]!.basePriceInList = 10.005))).toMatch(
      /^venue\.products\[0\]\.basePriceInList: must be an amount/,
    );
    expect(problem((v) => (v.invoices[0]!.items![0]!.quantity = 0.0001))).toMatch(
      /^venue\.invoices\[0\]\.items\[0\]\.quantity:/,
    );
    expect(problem((v) => Object.assign(v.halls[0]!, { colour: 'red' }))).toMatch(/^venue\.halls\[0\]/);
    expect(problem((v) => Object.assign(v.tables[1]!, { maxCapacity: '4' }))).toMatch(
      /^venue\.tables\[1\]\.maxCapacity:/,
    );
    expect(problem((v) => (v.invoices[0]!.items![0]!.vatPercent = 18 as 20))).toMatch(
      /^venue\.invoices\[0\]\.items\[0\]\.vatPercent/,
    );
  });
});
