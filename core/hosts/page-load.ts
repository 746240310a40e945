/**
 * When the page has its files: every script, module preload and style sheet its document names
 * has been served, and nothing of the page is still on its way. The core's CLI opens the core
 * after that (or after a bound), so that the browser parses and runs the page's scripts while the
 * core opens, instead of its files waiting behind the opening in the one event loop (issue 27).
 *
 * Counting files alone is not enough: the browser asks for them over several connections, and
 * the first small script could be served before the next request is even read.
 */
export class PageLoad {
  private inFlight = 0;
  /** Files a served document named that have not been served yet. */
  private readonly awaited = new Set<string>();
  private readonly served = new Set<string>();
  private documentSeen = false;
  private pageCame = false;
  /** Once loaded, nothing more is recorded: the sets stay as small as the first page. */
  private isLoaded = false;
  private resolveLoaded: () => void = () => undefined;
  private readonly loaded = new Promise<void>((resolve) => (this.resolveLoaded = resolve));
  private resolveCame: () => void = () => undefined;
  private readonly came = new Promise<void>((resolve) => (this.resolveCame = resolve));

  /** A file of the page is being served; `finished` is called when its response closes. */
  serving(pathname: string): { finished(): void } {
    this.inFlight += 1;
    this.pageCame = true;
    this.resolveCame();
    return {
      finished: () => {
        this.inFlight -= 1;
        if (this.isLoaded) return;
        this.served.add(pathname);
        this.awaited.delete(pathname);
        this.check();
      },
    };
  }

  /** A document was served; `html` is its text, `pathname` where it was asked for. */
  documentServed(pathname: string, html: string): void {
    if (this.isLoaded) return;
    this.documentSeen = true;
    for (const file of filesNamedBy(html, pathname)) if (!this.served.has(file)) this.awaited.add(file);
    this.check();
  }

  /**
   * Resolves when the page has its files; or after `noPageMs` if no page has asked for a file by
   * then (no browser yet, or none); or after `pageMs` in all.
   */
  within(noPageMs: number, pageMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(noPage);
        clearTimeout(bound);
        resolve();
      };
      const noPage = setTimeout(() => {
        if (!this.pageCame) done();
      }, noPageMs);
      const bound = setTimeout(done, pageMs);
      void this.loaded.then(done);
      void this.came.then(() => clearTimeout(noPage));
    });
  }

  private check(): void {
    if (!this.documentSeen || this.awaited.size > 0 || this.inFlight > 0) return;
    this.isLoaded = true;
    this.served.clear();
    this.resolveLoaded();
  }
}

const NAMED_FILE =
  /<(?:script\b[^>]*\bsrc|link\b(?=[^>]*\brel=["']?(?:modulepreload|stylesheet)\b)[^>]*\bhref)=["']([^"']+)["']/gi;

/** The paths of the scripts, module preloads and style sheets a document names, on its own origin. */
export function filesNamedBy(html: string, documentPath: string): string[] {
  const base = new URL(documentPath, 'http://page.invalid');
  const files: string[] = [];
  for (const [, reference] of html.matchAll(NAMED_FILE)) {
    const url = new URL(reference!, base);
    if (url.origin === base.origin) files.push(url.pathname);
  }
  return files;
}
