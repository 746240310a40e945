import { FakeBridge } from '../support/fake-bridge';
import { IVANOV, REF } from './guests';

/**
 * A core that knows Иванов by every way a cashier can reach him: a name search finds him, a
 * wedge swipe is his card (reference REF(7)) and the lookup of that card answers him live.
 */
export function ivanovBridge(): FakeBridge {
  return new FakeBridge()
    .ok('guest.search', { guests: [IVANOV], source: 'live' })
    .ok('guest.lookup', {
      guest: IVANOV,
      source: 'live',
      ageMs: 0,
      fetchedAt: new Date(0).toISOString(),
    })
    .ok('scan.submit', {
      kind: 'token',
      token: { type: 'card', entry: 'trackCode', masked: '…4567', ref: REF(7) },
      source: 'wedge',
    });
}
