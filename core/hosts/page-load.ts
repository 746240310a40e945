/**
 * When the page has its files: once a script was served and no file of the page is still on its
 * way. The core's CLI opens the core after that (or after a bound), so that the browser parses
 * and runs the page's scripts while the core opens, instead of its files waiting behind the
 * opening in the one event loop (issue 27).
 */
export class PageLoad {
  private inFlight = 0;
  private scriptsServed = 0;
  private resolveLoaded: () => void = () => undefined;
  private readonly loaded = new Promise<void>((resolve) => (this.resolveLoaded = resolve));

  /** A file of the page is being served; `finished` is called when its response closes. */
  serving(pathname: string): { finished(): void } {
    this.inFlight += 1;
    return {
      finished: () => {
        this.inFlight -= 1;
        if (pathname.endsWith('.js')) this.scriptsServed += 1;
        if (this.scriptsServed > 0 && this.inFlight === 0) this.resolveLoaded();
      },
    };
  }

  /** Resolves when the page has its files, or after `maxMs` if no page came for them. */
  within(maxMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxMs);
      void this.loaded.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
