import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openTerminalDb } from '../../../core/offline';
import { databaseBytes, fileBytes } from '../../support/disk-bytes';
import { card, engineRig } from '../../support/engine-rig';
import { tempDir } from '../../support/fake-platform';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

it('a WAL left by a crash after a key was wiped loses the key when the database opens again', () => {
  const file = join(dir, 'terminal.db');
  const rig = engineRig({ file });
  const row = rig.hold(1, 500);
  rig.queue.settlement.markSending(row.holdId);
  rig.queue.settlement.markConfirmed(row.holdId, {
    source: 'answer',
    bonusTransactionId: 1,
    balanceAfter: null,
  });
  // What a SIGKILL leaves on disk right now: the wipe is committed, its checkpoint has not run.
  const crashed = join(dir, 'crashed');
  mkdirSync(crashed);
  copyFileSync(file, join(crashed, 'terminal.db'));
  copyFileSync(`${file}-wal`, join(crashed, 'terminal.db-wal'));
  rig.db.close();
  expect(fileBytes(join(crashed, 'terminal.db-wal'))).toContain(card(1).key);

  const reopened = openTerminalDb(join(crashed, 'terminal.db'));
  const onDisk = databaseBytes(join(crashed, 'terminal.db'));
  expect(onDisk).not.toContain(card(1).key);
  expect(reopened.prepare('SELECT state FROM outbox WHERE hold_id = ?').get(row.holdId)).toEqual({
    state: 'confirmed',
  });
  reopened.close();
});
