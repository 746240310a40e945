import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IVANOV_TRACK, UiRig } from './support/ui-rig';
import { wedgeSwipe } from './support/wedge-keys';

let rig: UiRig;
beforeAll(async () => {
  rig = await UiRig.start();
});
afterAll(async () => {
  await rig?.close();
});

describe('a wedge swipe in the real UI', () => {
  it.each(['us', 'ru'] as const)(
    'opens the guest with the %s keyboard layout, and the card number never reaches the page',
    async (layout) => {
      const { page } = rig;
      await page.getByRole('tab').first().click();
      await wedgeSwipe(page, `;${IVANOV_TRACK}?`, layout);
      await page.getByText('Иванов').first().waitFor({ timeout: 10_000 });
      expect(await page.content()).not.toContain(IVANOV_TRACK);
    },
  );
});
