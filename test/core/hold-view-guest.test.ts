import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandName, HoldView } from '../../electron/contract';
import { FileSecretStore } from '../../electron/core/secret-store';
import { TerminalCore } from '../../electron/core/terminal-core';
import { dispatch } from '../../electron/hosts/dispatch';
import type { RunningServer } from '../../server/cli';
import { startDemoPlatform } from '../support/demo-platform';
import { quietLog } from '../support/recording-handlers';

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const SMITH = { type: 'card', entry: 'barCode', key: '4600000000017' } as const;
const ACCOUNT = 'bonus_account_type-1';

let dir: string;
let server: RunningServer;
let core: TerminalCore;

async function value<T>(name: CommandName, input: unknown = {}): Promise<T> {
  const result = await dispatch(core.handlers, name, input, quietLog());
  if (!result.ok) throw new Error(`${name}: ${result.error.code}`);
  return result.value as T;
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'core-hold-guest-'));
  server = await startDemoPlatform();
  core = await TerminalCore.open({
    dataDir: dir,
    secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
    launch: { platform: { url: server.baseUrl, user: 'demo' } },
    log: quietLog(),
  });
});

afterEach(async () => {
  await core.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe('holds name their guest', () => {
  it('outbox.list tells two guests’ holds on the same account type apart by customerGuid', async () => {
    const guids: string[] = [];
    for (const token of [IVANOV, SMITH]) {
      const { customer } = await value<{ customer: { customerGuid: string } }>('customer.lookup', { token });
      guids.push(customer.customerGuid);
      await value('hold.credit', { token, accountGuid: ACCOUNT, amount: 5 });
    }
    const { holds } = await value<{ holds: HoldView[] }>('outbox.list');
    expect(holds.map((hold) => [hold.accountGuid, hold.customerGuid])).toEqual([
      [ACCOUNT, guids[1]],
      [ACCOUNT, guids[0]],
    ]);
    expect(guids[0]).not.toBe(guids[1]);
  });
});
