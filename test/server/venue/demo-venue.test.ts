import { afterEach, describe, expect, it } from 'vitest';
import { toCents } from '../../../common/platform/money';
import { IncomingInvoiceSchema } from '../../../common/platform/schemas';
import { demoVenue, VenueFixtureSchema } from '../../../server/venue';
import { venueApp, type VenueApp } from '../../support/venue-app';

let venue: VenueApp | undefined;
afterEach(async () => {
  await venue?.close();
  venue = undefined;
});

const cents = (amount: number): number => {
  const c = toCents(amount);
  if (c === undefined) throw new Error(`${amount} is not an amount of hundredths`);
  return c;
};

describe('demo venue', () => {
  it('is deterministic and hands out independent copies', () => {
    const first = demoVenue();
    expect(JSON.stringify(demoVenue())).toBe(JSON.stringify(first));
    first.halls?.pop();
    expect(demoVenue().halls).toHaveLength(2);
  });

  it('holds what the demo needs: units, providers of both kinds, two stores, five invoices', () => {
    const v = VenueFixtureSchema.parse(demoVenue());
    expect(v.measureUnits.map((u) => u.name)).toEqual(expect.arrayContaining(['кг', 'л', 'шт', 'порц']));
    expect(v.providers.businessmen.length).toBeGreaterThan(0);
    expect(v.providers.organizations.length).toBeGreaterThan(0);
    expect(v.stores).toHaveLength(2);
    expect(v.invoices).toHaveLength(5);
    expect(v.invoices.every((inv) => inv.items.length > 0)).toBe(true);
    expect(v.products.filter((p) => !p.deleted).length).toBeGreaterThanOrEqual(30);
    expect(v.products.map((p) => p.name)).toContain('Капучино');
  });

  it('serves invoices whose totals are the sums of their items, to the kopeck', async () => {
    venue = venueApp();
    const { body } = await venue.get('list', { moduleName: 'warehouse.documents.incoming' });
    expect(body).toHaveLength(5);
    for (const { id } of body) {
      const invoice = IncomingInvoiceSchema.parse(
        (await venue.get('read', { moduleName: 'warehouse.documents.incoming', objectId: id })).body,
      );
      const items = invoice.invoiceItems ?? [];
      const sum = (field: 'fixedTotalSum' | 'fixedVatSum' | 'fixedTotalSumWithoutVat') =>
        items.reduce((total, item) => total + cents(item[field]), 0);
      expect(cents(invoice.totalSum)).toBe(sum('fixedTotalSum'));
      expect(cents(invoice.totalNds)).toBe(sum('fixedVatSum'));
      expect(cents(invoice.totalSumWoNds)).toBe(sum('fixedTotalSumWithoutVat'));
      expect(cents(invoice.totalSumWoNds) + cents(invoice.totalNds)).toBe(cents(invoice.totalSum));
      for (const item of items) {
        expect(cents(item.fixedVatSum) + cents(item.fixedTotalSumWithoutVat)).toBe(cents(item.fixedTotalSum));
        // price x quantity, rounded to the kopeck, in integers: quantities have at most three decimals.
        const product = cents(item.price) * Math.round(item.actualAmount * 1000);
        expect(cents(item.fixedTotalSum)).toBe(Math.floor((2 * product + 1000) / 2000));
      }
    }
  });
});
