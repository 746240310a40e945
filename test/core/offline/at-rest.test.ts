import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HoldView } from '../../../common/contract/index';
import { isHoldRequest } from '../../../harness/fault-proxy';
import { LOAD_ACCOUNT } from '../../../harness/load-fixture';
import { TerminalRig } from '../../../harness/terminal-rig';

let rig: TerminalRig;

beforeAll(async () => {
  rig = await TerminalRig.start(6);
}, 60_000);

afterAll(async () => {
  await rig?.close();
});

/** Every file of the data folder (and below) that holds one of the keys in plain digits. */
function filesWithKeys(dir: string, keys: readonly string[]): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      found.push(...filesWithKeys(file, keys));
      continue;
    }
    const bytes = readFileSync(file);
    for (const key of keys) if (bytes.includes(key)) found.push(`${name}: …${key.slice(-4)}`);
  }
  return found;
}

const dataDir = () => path.join(rig.dir, 'data');

describe('nothing at rest', () => {
  it('once holds settle, no card number is left anywhere in the data folder, after a crash too', async () => {
    const keys = rig.guests.map((g) => g.token.key);
    const hold = (i: number) =>
      rig.call(i % 3 === 0 ? 'hold.credit' : 'hold.debit', {
        token: rig.guests[i % rig.guests.length]!.token,
        accountGuid: LOAD_ACCOUNT,
        amountCents: 100 + i,
      });
    for (const g of rig.guests) expect((await rig.call('guest.lookup', { token: g.token })).status).toBe(200);

    // Settled on the first try, then behind lost answers (history checks), then killed mid-flight.
    for (let i = 0; i < 12; i++) expect((await hold(i)).status).toBe(200);
    rig.proxy.random({ seed: 11, rates: { delay: 0.4, dropAnswer: 0.3 }, match: isHoldRequest });
    const inFlight = Promise.allSettled(Array.from({ length: 24 }, (_, i) => hold(12 + i)));
    // Killed while keys of holds in flight are on disk.
    const deadline = Date.now() + 10_000;
    while (filesWithKeys(dataDir(), keys).length === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(filesWithKeys(dataDir(), keys)).not.toEqual([]);
    await rig.core.stop('SIGKILL');
    await inFlight;

    rig.proxy.clear();
    await rig.startCore();
    const { holds } = await rig.drained(30_000);
    // A hold the history could not settle waits for a manager with its key (a retry sends it);
    // every key still on disk must be of such a guest, and goes once the manager discards it.
    const rejected = holds.filter((h: HoldView) => h.state === 'rejected');
    const keyOfMask = (mask: string) => keys.find((key) => mask === `…${key.slice(-4)}`);
    const kept = new Set(rejected.map((h) => keyOfMask(h.token)));
    expect(
      filesWithKeys(
        dataDir(),
        keys.filter((key) => !kept.has(key)),
      ),
    ).toEqual([]);
    for (const hold of rejected) {
      const res = await rig.call('queue.resolve', {
        holdId: hold.holdId,
        action: 'discard',
        force: true,
        correction: { reason: 'duplicate' },
      });
      expect(res.status).toBe(200);
    }
    expect(filesWithKeys(dataDir(), keys)).toEqual([]);

    await rig.core.stop('SIGTERM');
    expect(filesWithKeys(dataDir(), keys)).toEqual([]);
  }, 90_000);
});
