/**
 * Swipe to guest on screen, in Chromium against the real browser host:
 *   npx tsx bench/ui-swipe.bench.ts [swipes=200]
 * From the last key event of a keyboard-wedge swipe to the animation frame in which the guest's
 * name is painted, for a guest the core has cached (answered at once, refreshed behind) and for
 * a guest it has never seen (answered live by the platform). Prints p50 and p95.
 * The same run first times the floor: a bare page in the same Chromium that paints a name on
 * Enter, swiped the same way; "added" is the terminal's figure less the floor's (issue 17).
 * Aim: cached guest at most 8 ms added at p95; live ≤ the core's lookup time + 20 ms.
 */
import { writeLoadFixture, type LoadGuest } from '../test/support/load-fixture';
import { UiRig } from '../test/support/e2e/ui-rig';
import { wedgeSwipe } from '../test/support/e2e/wedge-keys';
import type { Page } from 'playwright-core';
import { installPaintProbe, lastKeyAt, paintOf, percentile } from './ui/paint-probe';

const SWIPES = Number(process.argv[2] ?? 200);
/** Guests numbered 100… so that no name is a prefix of another. */
const FIRST = 100;

let guests: LoadGuest[] = [];
const rig = await UiRig.start({
  fixture: (dir) => {
    const written = writeLoadFixture(dir, FIRST + SWIPES + 2);
    guests = written.guests;
    return written.file;
  },
});

/** The floor: a page that only paints the next guest's name on Enter, with no work of its own. */
const BARE_PAGE = `<!doctype html><meta charset="utf-8"><body><p id="name"></p><script>
  let next = ${FIRST};
  addEventListener('keydown', (event) => {
    if (event.key === 'Enter') document.getElementById('name').textContent = 'Гость' + next++;
  });
</script></body>`;

async function swipeAndTime(index: number, page: Page = rig.page): Promise<number> {
  const name = `Гость${index}`;
  const painted = paintOf(page, name);
  await wedgeSwipe(page, `;${guests[index]!.token.key}?`);
  const frame = await Promise.race([
    painted,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${name} not painted within 10 s`)), 10_000),
    ),
  ]);
  return frame - (await lastKeyAt(page));
}

async function floor(): Promise<number[]> {
  const bare = await rig.browser.newPage();
  try {
    await bare.setContent(BARE_PAGE);
    await installPaintProbe(bare);
    const times: number[] = [];
    for (let i = 0; i < SWIPES; i++) times.push(await swipeAndTime(FIRST + i, bare));
    return times;
  } finally {
    await bare.close();
  }
}

try {
  const bare = await floor();
  await rig.page.bringToFront();
  await installPaintProbe(rig.page);
  const live: number[] = [];
  for (let i = 0; i < SWIPES; i++) live.push(await swipeAndTime(FIRST + i));
  // Two guests now cached: alternate between them so that each swipe changes the name shown.
  const cached: number[] = [];
  for (let i = 0; i < SWIPES; i++) cached.push(await swipeAndTime(FIRST + (i % 2)));
  const row = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(34)} p50 ${percentile(values, 50).toFixed(1)} ms   p95 ${percentile(values, 95).toFixed(1)} ms`,
    );
  const added = (label: string, values: number[]) =>
    console.log(
      `${label.padEnd(34)} p50 ${(percentile(values, 50) - percentile(bare, 50)).toFixed(1)} ms   p95 ${(percentile(values, 95) - percentile(bare, 95)).toFixed(1)} ms`,
    );
  console.log(`swipe to guest painted, ${SWIPES} swipes each (Chromium ${rig.browser.version()})`);
  row('bare page floor (name on Enter)', bare);
  row('cached guest', cached);
  row('live guest (never seen)', live);
  added('added, cached guest', cached);
  added('added, live guest', live);
} finally {
  await rig.close();
}
