import { afterAll, beforeAll, inject } from 'vitest';
import { reportFailures } from './failure-report';
import { sharedChromium } from '../../../harness/e2e/browser';
import { UiRig, type UiRigOptions } from '../../../harness/e2e/ui-rig';

/**
 * A test file's rig: started before its tests, closed after them, and a failed test reported
 * with the page as it was left. `keep` hands it to the file (its `rig` variable); setup the file
 * needs on top goes in a `beforeAll` of its own after this call.
 */
export function useUiRig(options: UiRigOptions, keep: (rig: UiRig) => void): void {
  let rig: UiRig | undefined;
  beforeAll(async () => {
    rig = await UiRig.start({ uiDir: inject('builtUiDir'), browser: await sharedChromium(), ...options });
    keep(rig);
  });
  afterAll(async () => {
    await rig?.close();
  });
  reportFailures(() => rig);
}
