import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTerminalDb, type TerminalDb } from '../../../core/offline';
import { TerminalIdentity, type MachineRecordStore } from '../../../core/offline/identity';
import { tempDir } from '../../support/fake-platform';

/** A machine's record kept in memory. */
class MemoryRecord implements MachineRecordStore {
  text: string | undefined;
  async read() {
    return this.text;
  }
  async write(text: string) {
    this.text = text;
  }
}

let dir: string;
let cleanup: () => void;
const open: TerminalDb[] = [];
beforeEach(() => ({ dir, cleanup } = tempDir('identity-')));
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  cleanup();
});

function db(folder = dir): TerminalDb {
  mkdirSync(folder, { recursive: true });
  const opened = openTerminalDb(join(folder, 'terminal.db'));
  open.push(opened);
  return opened;
}

/** Opens the database in `folder`, checks it against `machine`, closes it; answers the verdict. */
async function start(machine: MachineRecordStore, folder = dir) {
  const database = db(folder);
  const { identity, verdict } = await TerminalIdentity.open(database, machine);
  await identity.stop();
  database.close();
  return { verdict, identity };
}

describe('the terminal identity', () => {
  it('is created on the first start and the same at the next ones', async () => {
    const machine = new MemoryRecord();
    const first = await start(machine);
    expect(first.verdict).toEqual({ kind: 'created' });
    const second = await start(machine);
    expect(second.verdict).toEqual({ kind: 'same' });
    expect(second.identity.terminalId).toBe(first.identity.terminalId);
    expect(second.identity.generation).toBe(first.identity.generation + 1);
  });

  it('a folder copied to another machine (or folder) has no record there', async () => {
    await start(new MemoryRecord());
    const elsewhere = new MemoryRecord();
    expect((await start(elsewhere)).verdict).toEqual({ kind: 'mismatch', reason: 'notFromThisMachine' });
    // It is a terminal of its own from then on.
    expect((await start(elsewhere)).verdict).toEqual({ kind: 'same' });
  });

  it('a backup restored over the folder is older than the record', async () => {
    const machine = new MemoryRecord();
    await start(machine);
    const backup = join(dir, 'backup');
    mkdirSync(backup);
    copyFileSync(join(dir, 'terminal.db'), join(backup, 'terminal.db'));
    await start(machine);
    await start(machine);
    copyFileSync(join(backup, 'terminal.db'), join(dir, 'terminal.db'));
    expect((await start(machine)).verdict).toEqual({ kind: 'mismatch', reason: 'olderCopy' });
  });

  it('moves the generation on shortly after a change, so a backup taken while running is older too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const machine = new MemoryRecord();
      const database = db();
      const { identity } = await TerminalIdentity.open(database, machine);
      const before = identity.generation;
      identity.touch();
      identity.touch();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(identity.generation).toBe(before + 1);
      expect(JSON.parse(machine.text ?? '{}')).toMatchObject({ generation: before + 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('another terminal’s database in the folder, or a database emptied or replaced', async () => {
    const machine = new MemoryRecord();
    await start(machine);
    const other = join(dir, 'other');
    await start(new MemoryRecord(), other);
    copyFileSync(join(other, 'terminal.db'), join(dir, 'terminal.db'));
    expect((await start(machine)).verdict).toEqual({ kind: 'mismatch', reason: 'otherTerminal' });

    const fresh = join(dir, 'fresh');
    mkdirSync(fresh);
    db(fresh).close();
    copyFileSync(join(fresh, 'terminal.db'), join(dir, 'terminal.db'));
    expect((await start(machine)).verdict).toEqual({ kind: 'mismatch', reason: 'databaseReplaced' });
  });

  it('a crash between the database and the record writes is no mismatch', async () => {
    const machine = new MemoryRecord();
    await start(machine);
    const failing: MachineRecordStore = {
      read: () => machine.read(),
      write: async () => {
        throw new Error('disk full');
      },
    };
    await start(failing); // the database moved on, the record did not
    expect((await start(machine)).verdict).toEqual({ kind: 'same' });
  });

  it('a record that cannot be read counts as none', async () => {
    const machine = new MemoryRecord();
    await start(machine);
    const unreadable: MachineRecordStore = {
      read: async () => {
        throw new Error('EACCES');
      },
      write: (text) => machine.write(text),
    };
    expect((await start(unreadable)).verdict).toEqual({ kind: 'mismatch', reason: 'notFromThisMachine' });
    machine.text = 'not json';
    expect((await start(machine)).verdict).toEqual({ kind: 'mismatch', reason: 'notFromThisMachine' });
  });
});
