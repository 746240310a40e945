import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rpc } from '../support/http';
import { startCoreProcess } from '../support/processes';

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
    try {
      expect(core.firstLine).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#secret=[A-Za-z0-9_-]{43}$/);
      const status = await rpc(core.origin, core.secret, 'status');
      expect(status.body).toMatchObject({ platform: { embedded: true } });
      const lookup = await rpc(core.origin, core.secret, 'customer.lookup', {
        token: { type: 'card', entry: 'trackCode', key: '0001234567' },
      });
      expect(lookup.body).toMatchObject({ source: 'live', customer: { lastName: 'Иванов' } });
    } finally {
      expect(await core.stop('SIGTERM')).toBe(0);
    }
    expect((await stat(path.join(dir, 'terminal.db'))).mode & 0o777).toBe(0o600);
  });

  it('refuses a bad flag with a usage message and exit code 2', async () => {
    await expect(startCoreProcess(['--platform', 'ftp://example', '--data', dir])).rejects.toThrow(
      /exited \(2\)/,
    );
  });
});
