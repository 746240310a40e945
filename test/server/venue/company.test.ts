import { afterEach, describe, expect, it } from 'vitest';
import { CompanyInfoSchema } from '../../../common/platform/schemas';
import { demoVenue } from '../../../server/venue';
import { smallVenue } from '../../support/small-venue';
import { DEFAULT_PREFIX, venueApp, type VenueApp } from '../../support/venue-app';

let venue: VenueApp;
afterEach(async () => {
  await venue.close();
});

describe('companyInfo', () => {
  it('returns every CompanyInfo field, values from the fixture, defaults filled in', async () => {
    venue = venueApp({ venue: smallVenue() });
    const { status, body } = await venue.post('companyInfo', { service: 'terminal' });
    expect(status).toBe(200);
    const info = CompanyInfoSchema.parse(body);
    expect(info).toMatchObject({
      id: 7,
      fullName: 'ООО «Тест»',
      terminalLogin: 'term',
      terminalPassword: 'secret-pass',
      discount: 'scale',
      negativeBalanceContribution: 'ONE',
      primeCostCalculationMethod: 'AVG_POSITIVE',
      className: `${DEFAULT_PREFIX}.modules.core.company.CompanyInfo`,
      _Level: 0,
    });
    expect(info.productBaseMeasureUnit).toMatchObject({
      className: `${DEFAULT_PREFIX}.modules.core.dictionaries.measureunits.MeasureUnit`,
      id: 1,
      name: 'кг',
      mainUnit: true,
      _Level: 1,
    });
    expect(info.dishBaseMeasureUnit.id).toBe(2);
    expect(info.language).toMatchObject({
      kendoCulture: 'ru-RU',
      className: 'ru.edgex.platform.service.language.Language',
    });
    expect(info).not.toHaveProperty('productBaseMeasureUnitId');
  });

  it('accepts an empty body and refuses one that is not an object', async () => {
    venue = venueApp({ venue: smallVenue() });
    expect((await venue.post('companyInfo', {})).status).toBe(200);
    const bad = await venue.post('companyInfo', ['service']);
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('invalidRequest');
    const badService = await venue.post('companyInfo', { service: 42 });
    expect(badService.body.errorDescription).toContain('service');
  });

  it('describes the demo company with every field and the configured class prefix', async () => {
    venue = venueApp({ venue: demoVenue(), classPrefix: 'com.example.pos' });
    const info = CompanyInfoSchema.parse((await venue.post('companyInfo', { service: 'demo' })).body);
    expect(info.className).toBe('com.example.pos.modules.core.company.CompanyInfo');
    expect(info.productBaseMeasureUnit.className.startsWith('com.example.pos.modules.')).toBe(true);
    expect(info.terminalPassword.length).toBeGreaterThan(0);
  });
});
