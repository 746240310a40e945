import { describe, expect, it } from 'vitest';
import {
  expectAvailable,
  expectConnectivity,
  guestRegion,
  platformOf,
  swipeGuest,
  textOf,
  trackCard,
  until,
} from '../../harness/e2e/cashier';
import { BONUS, BONUS_GUID, IVANOV, IVANOV_TRACK } from '../../harness/e2e/demo-guests';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';

/**
 * The guest on screen is the newest truth (issue 14 §1), against the real platform, proxy and core:
 * the saved copy and the live refresh in both orders, and an outage noticed by an idle till.
 * The page counts the `guest` events it receives, so a test can hold a command's answer back
 * until the live refresh has overtaken it.
 */
const COUNT_CUSTOMER_EVENTS = `
  window.__guestEvents = 0;
  const addEventListener = EventSource.prototype.addEventListener;
  EventSource.prototype.addEventListener = function (type, listener, options) {
    const counted = type === 'guest'
      ? function (event) { window.__guestEvents++; return listener.call(this, event); }
      : listener;
    return addEventListener.call(this, type, counted, options);
  };
`;

let rig: UiRig;
useUiRig({ initScript: COUNT_CUSTOMER_EVENTS }, (started) => (rig = started));

const freshness = () =>
  guestRegion(rig.page, IVANOV)
    .getByRole('status')
    .filter({ hasText: /Актуально|Сохранённая/ });
const guestEvents = () => rig.page.evaluate('window.__guestEvents') as Promise<number>;

/** Another till spends on Ivanov's bonus account: the terminal's saved copy is now behind. */
async function spendElsewhere(amount: number): Promise<void> {
  await platformOf(rig).debitHold({
    customerToken: trackCard(IVANOV_TRACK),
    accountType: { accountGuid: BONUS_GUID },
    amount,
  });
}

async function closeGuest(): Promise<void> {
  await rig.page.keyboard.press('Escape');
  await guestRegion(rig.page, IVANOV).waitFor({ state: 'detached', timeout: 15_000 });
}

describe('the newest answer wins, in the real UI', () => {
  it('online first: the guest is answered live and saved by the terminal', async () => {
    await swipeGuest(rig.page, IVANOV_TRACK, IVANOV);
    await textOf(freshness(), /^✓ Актуально$/);
    await expectAvailable(rig.page, BONUS, '1 000,00');
  });

  it('the saved copy first, the live refresh after it: the live guest replaces it, marked up to date', async () => {
    await closeGuest();
    await spendElsewhere(100);
    await swipeGuest(rig.page, IVANOV_TRACK, IVANOV);
    await expectAvailable(rig.page, BONUS, '900,00');
    await textOf(freshness(), /^✓ Актуально$/);
  });

  it('the live refresh overtakes the scan’s saved copy: the older copy does not replace it', async () => {
    await closeGuest();
    await spendElsewhere(100);
    const before = await guestEvents();
    // The core answers the scan with the saved copy (900,00) and refreshes behind; the page gets
    // that answer only once the live refresh (800,00) has reached it.
    await rig.page.route('**/rpc/scan.submit', async (route) => {
      const response = await route.fetch();
      await until(guestEvents, (count) => count > before, 'the live refresh to reach the page');
      await route.fulfill({ response });
    });
    try {
      await swipeGuest(rig.page, IVANOV_TRACK, IVANOV);
      await expectAvailable(rig.page, BONUS, '800,00');
      await textOf(freshness(), /^✓ Актуально$/);
    } finally {
      await rig.page.unroute('**/rpc/scan.submit');
    }
  });

  it('an idle till notices the outage by itself: the guest on screen turns into the saved copy with its age', async () => {
    await textOf(freshness(), /^✓ Актуально$/);
    const cutAt = Date.now();
    await rig.proxy.down();
    await expectConnectivity(rig.page, 'НЕТ СВЯЗИ'); // no action of the cashier: the idle ping
    expect(Date.now() - cutAt).toBeLessThan(15_000);
    await textOf(freshness(), /Сохранённая копия.*Сохранено .+, в \d{1,2}:\d{2}/);
    expect(await freshness().textContent()).not.toContain('Актуально');
    await rig.proxy.up();
    await expectConnectivity(rig.page, 'На связи');
  });
});
