import { loadContractChecks } from './load-contract-checks';

let asked = false;

/**
 * Loads what the first screen left out (the contract's schemas) once the page is idle after its
 * first usable frame, so that the first error or reason dialog does not wait for it. Once a launch.
 */
export function preloadWhenIdle(): void {
  if (asked) return;
  asked = true;
  const preload = () => void loadContractChecks().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 2_000 });
  else setTimeout(preload, 0);
}
