import { describe, expect, it } from 'vitest';
import { classifyScan } from '../../../core/scanner/classify';
import { demoCustomers } from '../../../server/loyalty/demo-customers';

/** The demo platform's printed cards must be readable by a bar code scanner, as a till would read them. */
describe('the demo bar code cards', () => {
  const barCodes = demoCustomers().customers.flatMap((customer) =>
    (customer.tokens ?? []).filter((token) => token.type === 'card' && token.entry === 'barCode'),
  );

  it('there are some', () => {
    expect(barCodes.length).toBeGreaterThan(0);
  });

  it.each(barCodes.map((token) => [token.key, token]))('%s scans as its own card token', (key, token) => {
    expect(classifyScan({ text: key, source: 'hid-kbd' })).toMatchObject({ kind: 'token', token });
  });
});
