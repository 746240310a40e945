import { loadLazyScreens } from './screens';

let asked = false;

/**
 * Loads what the first screen left out (the other screens) once the page is idle after its first
 * usable frame, so that the first screen opened does not wait for it. Once a launch.
 */
export function preloadWhenIdle(): void {
  if (asked) return;
  asked = true;
  whenIdle(0, () => void loadLazyScreens());
}

/**
 * Runs `work` when the page is idle, no sooner than `afterMs` from now (and at the latest 2 s
 * after that); returns the cancel.
 */
export function whenIdle(afterMs: number, work: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(work, { timeout: 2_000 });
    else work();
  }, afterMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
