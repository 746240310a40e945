import type { Component } from 'svelte';

/* eslint-disable @typescript-eslint/no-explicit-any -- a screen's props are its own; the chunk only passes them on. */
type AnyComponent = Component<any>;

/**
 * A screen kept out of the page's first chunk (issue 27): its code is fetched (from the core, on
 * loopback) the first time it is shown, or when the page is idle after its first usable frame.
 * A load that failed is tried again the next time the screen is shown.
 */
export class LazyScreen {
  component = $state.raw<AnyComponent | undefined>();
  failed = $state(false);
  #loading: Promise<void> | undefined;

  constructor(private readonly importer: () => Promise<{ default: AnyComponent }>) {}

  load(): Promise<void> {
    this.#loading ??= this.importer().then(
      (module) => {
        this.component = module.default;
        this.failed = false;
      },
      () => {
        this.#loading = undefined;
        this.failed = true;
      },
    );
    return this.#loading;
  }
}
