import { flushSync } from 'svelte';

/**
 * Whether a kept screen coming back holds off showing itself until what it shows is fresh (the
 * table map: until the load now arrives, so the cashier never first sees the old load and then
 * the new one a frame or five later, and the browser paints the 500 tables once, not twice).
 * Held at most `deadlineMs`; a key or a touch meanwhile shows it at once, so the screen reacts to
 * them as to any screen on view: a key pressed into a hidden, inert screen would be lost.
 * `hold` returns what ends that hold only: an earlier opening's answer, come late, ends nothing.
 */
export class HeldReveal {
  held = $state(false);
  #end: (() => void) | undefined;

  hold(deadlineMs: number): () => void {
    this.release();
    const timer = setTimeout(() => this.release(), deadlineMs);
    // Before the page's own listeners, and the screen shown before the key's default action (a Tab
    // moves the focus into the map, not past it).
    const onInput = () => {
      this.release();
      flushSync();
    };
    window.addEventListener('keydown', onInput, true);
    window.addEventListener('pointerdown', onInput, true);
    const end = () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onInput, true);
      window.removeEventListener('pointerdown', onInput, true);
    };
    this.#end = end;
    this.held = true;
    return () => {
      if (this.#end === end) this.release();
    };
  }

  release(): void {
    this.#end?.();
    this.#end = undefined;
    this.held = false;
  }
}
