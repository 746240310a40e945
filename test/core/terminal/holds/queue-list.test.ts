import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandName, HoldView } from '../../../../common/contract/index';
import { FileSecretStore } from '../../../../core/terminal/settings/secret-store';
import { TerminalCore } from '../../../../core/terminal/terminal-core';
import { dispatch } from '../../../../core/hosts/dispatch';
import { commandValue } from '../../../support/command-value';
import { quietLog } from '../../../support/recording-handlers';

const CARD = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const HOLDS = 1_205;

let dir: string;
let core: TerminalCore;

/** A port nothing listens on: the platform there refuses every connection. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function value<T>(name: CommandName, input: unknown = {}): Promise<T> {
  return commandValue<T>(core, name, input);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'core-queue-list-'));
  core = await TerminalCore.open({
    dataDir: dir,
    secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
    launch: {
      platform: { url: `http://127.0.0.1:${await closedPort()}/platform`, user: 'demo' },
      limits: { creditQueueCount: 10_000 },
    },
    tuning: { requestTimeoutMs: 300, pingInitialMs: 60_000, pingMaxMs: 60_000 },
    log: quietLog(),
  });
  for (let i = 0; core.status().connectivity !== 'offline'; i++) {
    if (i > 100) throw new Error('the core did not notice the platform is unreachable');
    await new Promise((r) => setTimeout(r, 20));
  }
});

afterEach(async () => {
  await core.close();
  await rm(dir, { recursive: true, force: true });
});

describe('queue.list', () => {
  it('lists every hold by default, newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < HOLDS; i++) {
      const { holdId } = await value<{ holdId: string }>('hold.credit', {
        token: CARD,
        accountGuid: 'bonus_account_type-1',
        amountCents: 100 * (1 + (i % 50)),
      });
      ids.push(holdId);
    }
    const all = await value<{ holds: HoldView[]; nextCursor?: number }>('queue.list');
    expect(all.holds).toHaveLength(HOLDS);
    expect(all.holds.map((h) => h.holdId)).toEqual([...ids].reverse());
    expect(all.nextCursor).toBeUndefined();

    // Pages for the UI: a cursor that stays put while new holds are written.
    const paged: string[] = [];
    let cursor: number | undefined;
    let pages = 0;
    do {
      const page = await value<{ holds: HoldView[]; nextCursor?: number }>('queue.list', {
        limit: 500,
        ...(cursor !== undefined ? { cursor } : {}),
      });
      paged.push(...page.holds.map((h) => h.holdId));
      cursor = page.nextCursor;
      pages += 1;
      if (pages === 1)
        await value('hold.credit', { token: CARD, accountGuid: 'bonus_account_type-1', amountCents: 100 });
    } while (cursor !== undefined);
    expect(pages).toBe(3);
    expect(paged).toEqual([...ids].reverse());
  });

  it('pages a state filter, and refuses a cursor that is not a position', async () => {
    for (let i = 0; i < 5; i++)
      await value('hold.credit', { token: CARD, accountGuid: 'bonus_account_type-1', amountCents: 200 });
    const first = await value<{ holds: HoldView[]; nextCursor?: number }>('queue.list', {
      states: ['queued'],
      limit: 3,
    });
    expect(first.holds).toHaveLength(3);
    const rest = await value<{ holds: HoldView[]; nextCursor?: number }>('queue.list', {
      states: ['queued'],
      limit: 3,
      cursor: first.nextCursor,
    });
    expect(rest.holds).toHaveLength(2);
    expect(rest.nextCursor).toBeUndefined();
    const bad = await dispatch(core.handlers, 'queue.list', { cursor: -1 }, quietLog());
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalidInput', details: { field: 'cursor' } } });
  });
});
