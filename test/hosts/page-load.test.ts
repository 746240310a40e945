import { describe, expect, it } from 'vitest';
import { PageLoad } from '../../core/hosts/page-load';

/** Whether the promise has settled once pending callbacks ran (no time passes in between). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the page having its files (the CLI opens the core after it)', () => {
  it('is there once a script was served and nothing of the page is still on its way', async () => {
    const load = new PageLoad();
    const loaded = load.within(600_000);
    const html = load.serving('/');
    html.finished();
    expect(await settled(loaded)).toBe(false);
    const script = load.serving('/assets/index-1.js');
    const styles = load.serving('/assets/index-1.css');
    script.finished();
    expect(await settled(loaded)).toBe(false);
    styles.finished();
    expect(await settled(loaded)).toBe(true);
  });

  it('is given up waiting for after the bound when no page comes', async () => {
    const load = new PageLoad();
    await load.within(1);
    const later = load.serving('/assets/app.js');
    later.finished();
    expect(await settled(load.within(600_000))).toBe(true);
  });
});
