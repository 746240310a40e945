import { describe, expect, it } from 'vitest';
import { filesNamedBy, PageLoad } from '../../../core/hosts/page-load';

/** Whether the promise has settled once pending callbacks ran (no time passes in between). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

const DOCUMENT = `<!doctype html><html><head>
  <link rel="icon" href="data:," />
  <script type="module" crossorigin src="./assets/index-1.js"></script>
  <link rel="modulepreload" crossorigin href="./assets/app-1.js">
  <link rel="stylesheet" crossorigin href="./assets/index-1.css">
</head><body></body></html>`;

function serve(load: PageLoad, pathname: string): void {
  load.serving(pathname).finished();
}

describe('the page having its files (the CLI opens the core after it)', () => {
  it('is there once every file its document names was served', async () => {
    const load = new PageLoad();
    const loaded = load.within(600_000, 600_000);
    const html = load.serving('/');
    load.documentServed('/', DOCUMENT);
    html.finished();
    expect(await settled(loaded)).toBe(false);
    // The first script can be out before the browser's next request is read.
    serve(load, '/assets/index-1.js');
    expect(await settled(loaded)).toBe(false);
    const preload = load.serving('/assets/app-1.js');
    serve(load, '/assets/index-1.css');
    expect(await settled(loaded)).toBe(false);
    preload.finished();
    expect(await settled(loaded)).toBe(true);
  });

  it('counts a file served before its document was read', async () => {
    const load = new PageLoad();
    const loaded = load.within(600_000, 600_000);
    for (const file of ['/assets/index-1.js', '/assets/app-1.js', '/assets/index-1.css']) serve(load, file);
    expect(await settled(loaded)).toBe(false);
    load.documentServed('/', DOCUMENT);
    expect(await settled(loaded)).toBe(true);
  });

  it('is not there while a file is still on its way, named or not', async () => {
    const load = new PageLoad();
    const loaded = load.within(600_000, 600_000);
    const extra = load.serving('/assets/lazy.js');
    load.documentServed('/', '<html></html>');
    expect(await settled(loaded)).toBe(false);
    extra.finished();
    expect(await settled(loaded)).toBe(true);
  });

  it('is given up waiting for after the short bound when no page comes', async () => {
    const load = new PageLoad();
    await load.within(1, 600_000);
  });

  it('is waited for past the short bound once a page came, up to the long one', async () => {
    const load = new PageLoad();
    const loaded = load.within(1, 60);
    load.serving('/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await settled(loaded)).toBe(false);
    await loaded;
  });
});

describe('the files a document names', () => {
  it('are its scripts, module preloads and style sheets on its own origin, as paths', () => {
    const html = `${DOCUMENT}<script src="https://elsewhere.example/x.js"></script>
      <link href="/other.css" rel="stylesheet"><link rel="prefetch" href="./later.js">`;
    expect(filesNamedBy(html, '/')).toEqual([
      '/assets/index-1.js',
      '/assets/app-1.js',
      '/assets/index-1.css',
      '/other.css',
    ]);
    expect(filesNamedBy('<script src="./assets/d.js"></script>', '/sub/display.html')).toEqual([
      '/sub/assets/d.js',
    ]);
  });
});
