import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseBytes } from '../../support/disk-bytes';
import { ACC, card, engineRig } from '../../support/engine-rig';
import { tempDir } from '../../support/fake-platform';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

/** A rig over a database file, and what its main file and WAL hold on disk right now. */
function fileRig() {
  const file = join(dir, 'terminal.db');
  const rig = engineRig({ file });
  const onDisk = () => databaseBytes(file);
  return { ...rig, onDisk };
}

describe('a settled hold leaves no plain key on disk, without anyone calling a checkpoint', () => {
  it('settled by the engine: neither the WAL nor the database file holds the key', async () => {
    const rig = fileRig();
    expect(rig.db.pragma('secure_delete', { simple: true })).toBe(1);
    const guests = [1, 2, 3, 4, 5];
    for (const n of guests) rig.platform.addAccount(card(n).key, ACC, 10_000);
    const rows = guests.flatMap((n) => [rig.hold(n, 500), rig.hold(n, 100, 'credit')]);
    expect(rig.onDisk()).toContain(card(1).key);
    await rig.settle();
    expect(rows.every((r) => rig.queue.get(r.holdId)?.state === 'confirmed')).toBe(true);
    const disk = rig.onDisk();
    for (const n of guests) expect(disk).not.toContain(card(n).key);
    rig.db.close();
  });

  it('cancelled or discarded by a cashier or manager: the key is gone at once', async () => {
    const rig = fileRig();
    const queued = rig.hold(1, 500);
    rig.queue.reverse(queued.holdId);
    expect(rig.onDisk()).not.toContain(card(1).key);

    const rejected = rig.hold(2, 500);
    await rig.settle(); // no such account: rejected (tokenNotFound), keeps its key for a retry
    expect(rig.queue.get(rejected.holdId)).toMatchObject({ state: 'rejected', hasPlainToken: true });
    expect(rig.onDisk()).toContain(card(2).key);
    rig.queue.resolve(rejected.holdId, 'discard');
    expect(rig.onDisk()).not.toContain(card(2).key);
    rig.db.close();
  });

  it('a key wiped outside a drain is checkpointed when the engine stops', async () => {
    const rig = fileRig();
    const row = rig.hold(1, 500);
    rig.queue.settlement.markSending(row.holdId);
    rig.queue.settlement.markConfirmed(row.holdId, {
      source: 'answer',
      bonusTransactionId: 1,
      balanceAfter: null,
    });
    await rig.engine.stop();
    expect(rig.onDisk()).not.toContain(card(1).key);
    rig.db.close();
  });
});
