import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectServesDemoGuestAndStops } from '../support/embedded-core-check';
import { startCoreProcess } from '../../harness/processes';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'core-cli-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run core', () => {
  it('prints the launch URL first, serves the embedded platform, and stops cleanly on SIGTERM', async () => {
    const core = await startCoreProcess(['--platform', 'embedded', '--data', dir]);
    await expectServesDemoGuestAndStops(core);
    expect((await stat(path.join(dir, 'terminal.db'))).mode & 0o777).toBe(0o600);
  });

  it('refuses a bad flag with a usage message and exit code 2', async () => {
    await expect(startCoreProcess(['--platform', 'ftp://example', '--data', dir])).rejects.toThrow(
      /exited \(2\)/,
    );
  });
});
