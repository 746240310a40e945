/**
 * Figures of the terminal core measured through its command path (dispatch, and the loopback
 * RPC for the hold write), against the local platform server:
 *   npx tsx bench/core.bench.ts [holds=1000]
 * - a hold written durably (offline: the answer is `queued` once the queue row is committed);
 * - guest.lookup of a guest not cached (live) versus a cached one (online: answered from the
 *   cache while the platform is asked in the background; offline: the cache only);
 * - scan.submit of a cached guest's card as the wedge sends it (the scan and its guest in one
 *   answer), 5 ms apart as swipes come: the core idle between them, as at a till (issue 27);
 * - 1 000 queued holds settled after an outage, from the moment the platform is reachable again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CommandName } from '../common/contract/index';
import { FileSecretStore } from '../core/terminal/settings/secret-store';
import { TerminalCore } from '../core/terminal/terminal-core';
import { dispatch } from '../core/hosts/dispatch';
import { startLoopbackHost } from '../core/hosts/loopback';
import { FaultProxy } from '../harness/fault-proxy';
import { startDemoPlatform } from '../harness/demo-platform';
import { rpc } from '../harness/http';
import { writeLoadFixture } from '../harness/load-fixture';

const HOLDS = Number(process.argv[2] ?? 1_000);
const LOOKUPS = 200;
const ACCOUNT = 'bonus_account_type-1';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function report(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(2).padStart(8);
  console.log(
    `${label.padEnd(44)} n=${String(samples.length).padStart(5)}  p50 ${f(percentile(sorted, 50))} ms  p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted.at(-1)!)} ms`,
  );
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'core-bench-'));
  // One guest per live lookup: a guest looked up once is answered from the cache after.
  const { file, guests } = writeLoadFixture(dir, LOOKUPS);
  const token = guests[0]!.token;
  const server = await startDemoPlatform({ fixture: file });
  const proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin });
  const core = await TerminalCore.open({
    dataDir: dir,
    secrets: new FileSecretStore(dir, { PLATFORM_PASSWORD: 'demo' }),
    launch: {
      platform: { url: `${proxy.origin}/platform`, user: 'demo' },
      limits: { creditQueueCount: 100_000 },
    },
    tuning: {
      requestTimeoutMs: 2_000,
      pingInitialMs: 100,
      pingMaxMs: 500,
      retryInitialMs: 50,
      retryMaxMs: 500,
    },
  });
  const host = await startLoopbackHost({ handlers: core.handlers, events: core.events });
  const call = async (name: CommandName, input: unknown) => {
    const result = await dispatch(core.handlers, name, input);
    if (!result.ok) throw new Error(`${name}: ${result.error.code}`);
    return result.value;
  };

  try {
    console.log(`terminal core bench: ${os.cpus().length} cpus, node ${process.version}, data in ${dir}`);
    const live: number[] = [];
    for (const guest of guests) live.push(await timed(() => call('guest.lookup', { token: guest.token })));
    report('guest.lookup, not cached (live)', live);
    const online: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) online.push(await timed(() => call('guest.lookup', { token })));
    report('guest.lookup, cached (online)', online);
    const swipe = { text: `;${token.key}?`, source: 'wedge' };
    const swipes: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) {
      swipes.push(
        await timed(async () => {
          const answer = (await call('scan.submit', swipe)) as { guest?: unknown };
          if (!answer.guest) throw new Error('scan.submit: the cached guest is not in the answer');
        }),
      );
      await new Promise((r) => setTimeout(r, 5));
    }
    report('scan.submit, cached (online), 5 ms apart', swipes);

    await proxy.down();
    await call('status', {});
    await dispatch(core.handlers, 'company.info', {}); // a failed request: the monitor goes offline
    const cached: number[] = [];
    for (let i = 0; i < LOOKUPS; i++) cached.push(await timed(() => call('guest.lookup', { token })));
    report('guest.lookup, from the cache (offline)', cached);

    const credit = { token, accountGuid: ACCOUNT, amountCents: 150 };
    const viaDispatch: number[] = [];
    for (let i = 0; i < HOLDS / 2; i++) viaDispatch.push(await timed(() => call('hold.credit', credit)));
    report('hold.credit durably queued (dispatch)', viaDispatch);
    const viaRpc: number[] = [];
    for (let i = 0; i < HOLDS / 2; i++) {
      viaRpc.push(
        await timed(async () => {
          const res = await rpc(host.origin, host.secret, 'hold.credit', credit);
          if (res.status !== 200) throw new Error(`rpc hold.credit: ${res.status}`);
        }),
      );
    }
    report('hold.credit durably queued (loopback RPC)', viaRpc);

    const queued = core.queue.totals().waitingCount;
    const start = performance.now();
    await proxy.up();
    let firstConfirmed = 0;
    for (;;) {
      const waiting = core.queue.totals().waitingCount;
      if (!firstConfirmed && waiting < queued) firstConfirmed = performance.now() - start;
      if (waiting === 0) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const total = performance.now() - start;
    console.log(
      `settle ${queued} queued holds after the outage: first confirmed after ${firstConfirmed.toFixed(0)} ms ` +
        `(ping backoff), all after ${total.toFixed(0)} ms = ${((queued / (total - firstConfirmed)) * 1000).toFixed(0)} holds/s once draining`,
    );
  } finally {
    await host.close();
    await core.close();
    await proxy.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
