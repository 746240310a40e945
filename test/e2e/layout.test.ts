import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoCardNumbers } from '../support/e2e/card-watch';
import {
  WAIT,
  account,
  closeDialog,
  expectConnectivity,
  go,
  guestRegion,
  hold,
  queueIndicator,
  queueRefusedPayment,
  textOf,
  type Screen,
} from '../../harness/e2e/cashier';
import { IVANOV_TRACK, MIKHAILOV, MIKHAILOV_TRACK } from '../../harness/e2e/demo-guests';
import type { UiRig } from '../../harness/e2e/ui-rig';
import { useUiRig } from '../support/e2e/use-ui-rig';
import { setMoneyGuards } from '../../harness/e2e/manager';
import { wedgeSwipe } from '../../harness/e2e/wedge-keys';

/**
 * Every screen at the smallest and the largest size the issue names (1024×768, 1920×1080) and a
 * common one between (1280×800): nothing
 * runs off the side or out of its card, every control is a touch target of 44 px at least and has an accessible
 * name, and the keyboard's focus is drawn.
 */

const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;
const SCREENS: Screen[] = ['Гость', 'Поиск', 'Новый гость', 'Очередь', 'Столы', 'Заведение', 'Настройки'];

/** What is wrong with the page's layout now, one line each (empty: nothing). */
const LAYOUT_PROBLEMS = `(() => {
  const problems = [];
  const overflows = (el, name) => {
    if (el && el.scrollWidth > el.clientWidth + 1) problems.push(name + ' scrolls sideways: ' + el.scrollWidth + ' > ' + el.clientWidth);
  };
  overflows(document.documentElement, 'the page');
  overflows(document.querySelector('main'), 'the screen');
  // Nothing sticks out of its box: an account's card, a dialog, a screen's section.
  for (const box of document.querySelectorAll('article, [role=dialog], main > * > section')) {
    const edge = box.getBoundingClientRect().right;
    const layer = box.closest('[role=dialog]');
    for (const el of box.querySelectorAll('table, button, input, p, dl')) {
      if (el.closest('[role=dialog]') !== layer) continue; // a dialog opened from the box floats above it
      const right = el.getBoundingClientRect().right;
      if (right > edge + 1) {
        const name = box.getAttribute('aria-label') || box.querySelector('h1, h2, h3')?.textContent.trim() || box.tagName;
        problems.push(el.tagName.toLowerCase() + ' sticks out of "' + name + '" by ' + Math.round(right - edge) + ' px');
        break;
      }
    }
  }
  const controls = 'button, input, select, textarea, summary, [role=tab], [role=option], [role=button]';
  for (const el of document.querySelectorAll(controls)) {
    if (el.type === 'radio' || el.type === 'checkbox') continue; // their label is the target
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
    if (box.width < 44 || box.height < 44) {
      const name = el.getAttribute('aria-label') || el.textContent.trim().slice(0, 40);
      problems.push('small target: ' + el.tagName.toLowerCase() + ' "' + name + '" ' + Math.round(box.width) + 'x' + Math.round(box.height));
    }
  }
  return problems;
})()`;

/** How the focused element is drawn apart: its outline or its box shadow. */
const FOCUS_DRAWN = `(() => {
  const style = getComputedStyle(document.activeElement);
  return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
})()`;

const CONTROL_ROLES = 'button|textbox|searchbox|radio|tab|checkbox|combobox|spinbutton|option|link|slider';

let rig: UiRig;
useUiRig({ viewport: SIZES[0] }, (started) => (rig = started));
beforeAll(async () => {
  const { page } = rig;
  // The test is about the layout, not the money guards: awards without a bill within the
  // cashier's allowance, as before issue 40 (its own test: money-guards.test.ts).
  await setMoneyGuards(rig, { goodwillPerShiftCents: 10_000_000 });
  await page.getByText('Проведите карту или отсканируйте код').waitFor(WAIT);
  await wedgeSwipe(page, `;${IVANOV_TRACK}?`, 'us');
  await guestRegion(page, 'Иванов Иван Иванович').waitFor(WAIT);
  // A payment made here: the recent operations and the history get their Cancel buttons too.
  await hold(page, 'Бонусные баллы', 'debit', '10');
  await closeDialog(page);
});

/** The bonus account's history unfolded (it folds again whenever the guest screen is left). */
async function unfoldHistory(): Promise<void> {
  const bonus = account(rig.page, 'Бонусные баллы');
  const toggle = bonus.getByRole('button', { name: 'История', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await bonus
    .getByRole('table')
    .getByRole('button', { name: /^Отменить операцию/ })
    .waitFor(WAIT);
}

async function expectSound(where: string): Promise<void> {
  const { page } = rig;
  expect(await page.evaluate(LAYOUT_PROBLEMS), where).toEqual([]);
  const tree = await page.locator('body').ariaSnapshot();
  expect(tree, 'the accessibility tree has named controls at all').toMatch(/- (button|tab) "/);
  const unnamed = tree
    .split('\n')
    .filter((line) => new RegExp(`^\\s*- (${CONTROL_ROLES})\\b(?! ")`).test(line));
  expect(unnamed, `${where}: controls without a name`).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(FOCUS_DRAWN), `${where}: the focus is drawn`).toBe(true);
}

describe('every screen from 1024×768 to 1920×1080', () => {
  for (const size of SIZES) {
    it(`at ${size.width}×${size.height}: no sideways scrolling, 44 px targets, names, a visible focus`, async () => {
      const { page } = rig;
      await page.setViewportSize(size);
      for (const screen of SCREENS) {
        await go(page, screen);
        await page.getByRole('tab', { name: new RegExp(`^${screen} Alt`), selected: true }).waitFor(WAIT);
        await page.getByRole('heading').first().waitFor(WAIT);
        if (screen === 'Гость') await unfoldHistory();
        await expectSound(`${screen} at ${size.width}`);
      }
      await go(page, 'Гость');
      await account(page, 'Бонусные баллы')
        .getByRole('button', { name: /^Оплатить бонусами/ })
        .click();
      await page.getByRole('dialog').waitFor(WAIT);
      await expectSound(`the payment dialog at ${size.width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
      await expectNoCardNumbers(page, [IVANOV_TRACK]);
    });
  }
});

/**
 * The bar's height and where each account's pay button is, against the screen's visible part: a
 * button is in view when the whole of it lies inside `main` as it rests (not scrolled) and the
 * point at its centre is the button itself (nothing laid over it). `cut`: the bar's buttons whose
 * words do not fit in them.
 */
const OFFLINE_LAYOUT = `(() => {
  const main = document.querySelector('main');
  main.scrollTo(0, 0);
  const box = main.getBoundingClientRect();
  const footer = document.querySelector('footer').getBoundingClientRect();
  const pays = [...main.querySelectorAll('article button')].filter((b) => /^(Оплатить|Pay)/.test(b.textContent.trim()));
  // A button of the bar whose words run out of its box (the shift's «Смена 1» did, squeezed by the queue).
  const cut = [...document.querySelectorAll('footer button')]
    .filter((b) => b.scrollWidth > b.clientWidth + 1)
    .map((b) => b.textContent.trim());
  return {
    footer: Math.round(footer.height),
    cut,
    pays: pays.map((button) => {
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        inView: r.top >= box.top && r.bottom <= box.bottom && r.bottom <= footer.top,
        uncovered: button.contains(hit),
        bottom: Math.round(r.bottom),
      };
    }),
  };
})()`;

/**
 * The status bar's details opened (the readers, the link, the server): how far its panel runs past
 * the screen's left and right edges, in px (0 each: it is whole in view). Hung from its button, it
 * ran 25 px off the left edge once the queue, a refusal and the shift had pushed the button left.
 */
async function detailsPanelOverflow(): Promise<{ left: number; right: number }> {
  const { page } = rig;
  const summary = page.locator('footer details > summary');
  await summary.click();
  const panel = page.locator('footer details[open] > summary + *');
  await panel.waitFor(WAIT);
  const overflow = await panel.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      left: Math.max(0, Math.round(-box.left)),
      right: Math.max(0, Math.round(box.right - document.documentElement.clientWidth)),
    };
  });
  await summary.click();
  await panel.waitFor({ state: 'hidden', ...WAIT });
  return overflow;
}

async function switchLanguage(to: 'English' | 'Русский'): Promise<void> {
  const { page } = rig;
  await page.getByRole('tab', { name: /Alt\+7/ }).click();
  await page.getByRole('radio', { name: to }).check();
  await page.getByRole('tab', { name: to === 'English' ? /^Guest Alt/ : /^Гость Alt/ }).click();
  await page.getByRole('heading', { name: 'Иванов Иван Иванович' }).waitFor(WAIT);
}

describe('offline, a guest with two accounts, a queued payment and award, a refused hold (issue 14 §6)', () => {
  // Before: the offline bar took 135 px at 1024×768 in Russian (116 in English, 97–116 at 1366):
  // the first account's pay button ended 1 px above it, the next line of the screen under it.
  const MAX_BAR = 80;

  it('the status bar keeps to 80 px at 1024×768 and 1366×768 in both languages, its buttons whole; each pay button is in view', async () => {
    const { page } = rig;
    await page.setViewportSize({ width: 1024, height: 768 });
    // A payment the platform refuses when it returns (the balance went elsewhere meanwhile): the
    // queue button then also flags it (it wrapped to four lines, the bar 100 px high).
    await wedgeSwipe(page, `;${MIKHAILOV_TRACK}?`, 'us');
    await guestRegion(page, MIKHAILOV).waitFor(WAIT);
    await rig.proxy.down();
    await queueRefusedPayment(rig);
    await page
      .getByTestId('hold-notice')
      .getByRole('button', { name: /^Понятно/ })
      .click();
    await rig.proxy.down();
    await wedgeSwipe(page, `;${IVANOV_TRACK}?`, 'us');
    await guestRegion(page, 'Иванов Иван Иванович').waitFor(WAIT);
    await hold(page, 'Бонусные баллы', 'debit', '10');
    await closeDialog(page);
    // An award too: the queue button then names both sums, the longest it gets short of refusals.
    await hold(page, 'Бонусные баллы', 'credit', '35,50');
    await closeDialog(page);
    await expectConnectivity(page, 'НЕТ СВЯЗИ');
    await textOf(queueIndicator(page), /ждут 2/);
    const figures: string[] = [];
    for (const language of ['Русский', 'English'] as const) {
      if (language === 'English') await switchLanguage('English');
      for (const width of [1024, 1366]) {
        await page.setViewportSize({ width, height: 768 });
        const layout = (await page.evaluate(OFFLINE_LAYOUT)) as {
          footer: number;
          cut: string[];
          pays: { inView: boolean; uncovered: boolean; bottom: number }[];
        };
        figures.push(
          `${language} ${width}×768: bar ${layout.footer} px, pay buttons end at ${layout.pays.map((pay) => pay.bottom).join(', ')}`,
        );
        expect(layout.footer, `${language} at ${width}`).toBeLessThanOrEqual(MAX_BAR);
        expect(layout.cut, `${language} at ${width}: the bar's buttons whole`).toEqual([]);
        expect(layout.pays, `${language} at ${width}: both accounts`).toHaveLength(2);
        for (const pay of layout.pays)
          expect(pay, `${language} at ${width}`).toMatchObject({ inView: true, uncovered: true });
        expect(await detailsPanelOverflow(), `${language} at ${width}: the details' panel in view`).toEqual({
          left: 0,
          right: 0,
        });
      }
    }
    console.log(`offline layout:\n${figures.join('\n')}`);
    await switchLanguage('Русский');
    await rig.proxy.up();
    await expectConnectivity(page, 'На связи');
  });
});
