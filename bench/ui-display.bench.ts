/**
 * The guest's display following the cashier's screen, in Chromium against the real browser host:
 *   npx tsx bench/ui-display.bench.ts [changes=60]
 * Two pages of one Chromium: the cashier's page and the guest display (its own secret). For each
 * swipe of a cached demo guest, from the frame in which the cashier's page painted the guest's
 * name to the frame in which the display painted "Здравствуйте, <first name>!", both read on one
 * clock (performance.timeOrigin + now). The floor, in the same run: two bare pages of the same
 * origin, one painting a name on Enter and handing it over a BroadcastChannel to the other,
 * which paints it. The cashier's side is the DOM change, the display's the frame that holds it.
 * Prints p50 and p95, and the terminal's less the floor's (issue 26: within a frame, about 16.7 ms).
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { UiRig } from '../harness/e2e/ui-rig';
import { WedgeReader } from '../harness/e2e/wedge-keys';
import { IVANOV, IVANOV_TRACK, MIKHAILOV, MIKHAILOV_TRACK } from '../harness/e2e/demo-guests';
import { percentile } from './ui/paint-probe';

const SWIPES = Number(process.argv[2] ?? 60);
const GUESTS = [
  { name: IVANOV, first: 'Иван', track: IVANOV_TRACK },
  { name: MIKHAILOV, first: 'Александр', track: MIKHAILOV_TRACK },
];

/**
 * `__changedAt(text)`: the absolute time at which a DOM change made `text` visible (the cashier's
 * screen changed); `__paintAt(text)`: the start of the first animation frame after that (the
 * display painted it). Absolute (timeOrigin + now), so two pages read one clock. The cashier's
 * side is not timed by a frame: only the page in front gets animation frames in headless Chromium.
 */
const PROBE = `
  const when = (text, then) => new Promise((resolve) => {
    const check = () => {
      if (!document.body.textContent.includes(text)) return false;
      observer.disconnect();
      then(resolve);
      return true;
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    check();
  });
  const now = () => performance.timeOrigin + performance.now();
  window.__changedAt = (text) => when(text, (resolve) => resolve(now()));
  window.__paintAt = (text) => when(text, (resolve) => requestAnimationFrame(() => resolve(now())));
`;
const waitIn = (page: Page, probe: string, text: string) =>
  Promise.race([
    page.evaluate(`window.${probe}(${JSON.stringify(text)})`) as Promise<number>,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${text} not seen within 10 s (${probe})`)), 10_000),
    ),
  ]);

const BARE_CASHIER = `<!doctype html><meta charset="utf-8"><script>
  const names = ${JSON.stringify(GUESTS.map((guest) => guest.name))};
  const channel = new BroadcastChannel('bench');
  let next = 0;
  addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    const name = names[next++ % names.length];
    document.getElementById('name').textContent = name;
    channel.postMessage(name);
  });
</script><body><p id="name"></p></body>`;
const BARE_DISPLAY = `<!doctype html><meta charset="utf-8"><script>
  new BroadcastChannel('bench').onmessage = (event) => {
    document.getElementById('name').textContent = 'Здравствуйте, ' + event.data + '!';
  };
</script><body><p id="name"></p></body>`;

const rig = await UiRig.start({ viewport: { width: 1024, height: 768 } });

async function follow(cashier: Page, display: Page, name: string, shown: string, swipe: () => Promise<void>) {
  const changed = waitIn(cashier, '__changedAt', name);
  const painted = waitIn(display, '__paintAt', shown);
  await swipe();
  const [at, then] = await Promise.all([changed, painted]);
  return then - at;
}

try {
  const notFound = `${rig.core.origin}/bench-floor`;
  // One context for both: a BroadcastChannel does not cross browser contexts.
  const bareContext = await rig.browser.newContext();
  const bareCashier = await bareContext.newPage();
  const bareDisplay = await bareContext.newPage();
  for (const [page, html] of [
    [bareCashier, BARE_CASHIER],
    [bareDisplay, BARE_DISPLAY],
  ] as const) {
    await page.goto(notFound);
    await page.setContent(html);
    await page.evaluate(PROBE);
  }
  await bareDisplay.bringToFront();
  const floor: number[] = [];
  for (let i = 0; i < SWIPES; i++) {
    const guest = GUESTS[i % GUESTS.length]!;
    floor.push(
      await follow(bareCashier, bareDisplay, guest.name, `Здравствуйте, ${guest.name}!`, () =>
        bareCashier.keyboard.press('Enter'),
      ),
    );
  }
  const floorLoad = os.loadavg()[0]!.toFixed(2);
  await bareContext.close();

  const display = await rig.browser.newPage({ viewport: { width: 1024, height: 768 } });
  await display.goto(await rig.core.displayUrl());
  await display.getByText('Добро пожаловать').first().waitFor({ timeout: 15_000 });
  await rig.page.evaluate(PROBE);
  await display.evaluate(PROBE);
  await display.bringToFront();
  const reader = await WedgeReader.attach(rig.page);
  const swipe = (track: string) => () => reader.swipe(`;${track}?`);
  // One turn first: the core reads each guest live and caches it.
  for (const guest of GUESTS)
    await follow(rig.page, display, guest.name, `Здравствуйте, ${guest.first}!`, swipe(guest.track));
  const times: number[] = [];
  for (let i = 0; i < SWIPES; i++) {
    const guest = GUESTS[i % GUESTS.length]!;
    times.push(
      await follow(rig.page, display, guest.name, `Здравствуйте, ${guest.first}!`, swipe(guest.track)),
    );
  }
  const load = os.loadavg()[0]!.toFixed(2);
  const figures = (values: number[], less?: number[]) => {
    const p50 = percentile(values, 50) - (less ? percentile(less, 50) : 0);
    const p95 = percentile(values, 95) - (less ? percentile(less, 95) : 0);
    return `p50 ${p50.toFixed(1).padStart(5)} ms   p95 ${p95.toFixed(1).padStart(5)} ms`;
  };
  console.log(
    `cashier's screen to the guest display painted, ${SWIPES} changes (Chromium ${rig.browser.version()}, ${os.cpus().length} cores)`,
  );
  console.log(`${'bare pages floor (BroadcastChannel)'.padEnd(44)} ${figures(floor)}   load ${floorLoad}`);
  console.log(
    `${'guest on the cashier\u2019s screen -> display'.padEnd(44)} ${figures(times)}   load ${load}`,
  );
  console.log(`${'  added over the floor'.padEnd(44)} ${figures(times, floor)}   load ${load}`);
} finally {
  await rig.close();
}
