import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { UiRig } from '../../../harness/e2e/ui-rig';

/**
 * When a test of the file fails: a screenshot of the page as it was left (its path printed) and
 * what went wrong inside the page since the last test, so a red run says why without a rerun.
 */
export function reportFailures(rig: () => UiRig | undefined): void {
  let seen = 0;
  afterEach(async (context) => {
    const current = rig();
    if (!current) return;
    const problems = current.pageProblems.slice(seen);
    seen = current.pageProblems.length;
    if (context.task.result?.state !== 'fail') return;
    const dir = path.join(os.tmpdir(), 'e2e-failures');
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${context.task.name.replace(/[^\p{L}\d]+/gu, '-').slice(0, 80)}.png`);
    await current.page.screenshot({ path: file }).catch(() => undefined);
    console.error(`page at failure: ${file}`);
    if (problems.length > 0) console.error(`inside the page:\n${problems.join('\n')}`);
  });
}
