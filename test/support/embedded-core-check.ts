import { expect } from 'vitest';
import { rpc } from '../../harness/http';
import type { CoreProcess } from '../../harness/processes';

/**
 * What `npm run core` and its bundle both promise with `--platform embedded`: the launch URL on
 * the first line, the embedded platform serving the demo's Иванов, and a clean exit on SIGTERM.
 */
export async function expectServesDemoGuestAndStops(core: CoreProcess): Promise<void> {
  try {
    expect(core.firstLine).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#secret=[A-Za-z0-9_-]{43}$/);
    const status = await rpc(core.origin, core.secret, 'status');
    expect(status.body).toMatchObject({ platform: { embedded: true } });
    const lookup = await rpc(core.origin, core.secret, 'guest.lookup', {
      token: { type: 'card', entry: 'trackCode', key: '0001234567' },
    });
    expect(lookup.body).toMatchObject({ source: 'live', guest: { lastName: 'Иванов' } });
  } finally {
    expect(await core.stop('SIGTERM')).toBe(0);
  }
}
