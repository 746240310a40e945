import { describe, expect, it } from 'vitest';
import { expectConnectivity } from '../../harness/e2e/cashier';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';

/**
 * Issue 27: the page keeps the per-launch secret for its tab once it is idle (or as it is left),
 * not before its first frame. Whatever comes first, the secret leaves the address bar at once
 * and a reload keeps working.
 */
let rig: UiRig;
useUiRig({}, (started) => (rig = started));

describe('the page at start', () => {
  it('takes the secret out of the address, and a reload right after the start keeps working', async () => {
    const { page } = rig;
    await page.goto('about:blank');
    await page.goto(`${rig.core.origin}/#secret=${rig.core.secret}`, { waitUntil: 'commit' });
    // Polled from here: a string predicate is evaluated in the page, which its CSP forbids.
    await expect.poll(() => page.url()).not.toContain(rig.core.secret);
    await page.reload();
    await expectConnectivity(page, 'На связи');
    expect(page.url()).not.toContain(rig.core.secret);
  });

  it('keeps the secret for the tab once idle: a reload later keeps working too', async () => {
    const { page } = rig;
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('secret') !== null)).toBe(true);
    await page.reload();
    await expectConnectivity(page, 'На связи');
  });
});
