import type { FakePlatform } from './fake-platform';

/** The next debitHold the fake platform gets times out before it applies it; later calls answer normally. */
export function loseNextDebit(platform: FakePlatform): void {
  let lost = true;
  platform.fault = (call) => {
    if (call.method !== 'debitHold' || !lost) return undefined;
    lost = false;
    return 'timeoutBeforeApply';
  };
}
