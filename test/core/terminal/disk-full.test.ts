import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HoldView, Result, Status } from '../../../common/contract/index';
import { CoreError, errorValue } from '../../../core/terminal/errors';
import { DiskSpace, isDiskFull } from '../../../core/terminal/disk-space';
import type { TerminalCore } from '../../../core/terminal/terminal-core';
import { dispatch, httpStatusOf } from '../../../core/hosts/dispatch';
import { HOLD_BACKUP_FILE } from '../../../core/offline/hold-backup';
import { commandValue } from '../../support/command-value';
import { ProxiedCores } from '../../support/proxied-cores';
import { quietLog } from '../../support/recording-handlers';

/** The terminal's disk fills up (issue 23): a hold says so in words, and so does the status. */

const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';
const DISK_FULL = {
  code: 'diskFull',
  message: {
    ru: expect.stringMatching(/^Диск терминала заполнен: операция не сохранена\. Освободите место/),
    en: expect.stringMatching(/^The terminal's disk is full: the hold was not saved\. Free some disk space/),
  },
};

describe('a full disk under a hold', () => {
  let rig: ProxiedCores;
  let core: TerminalCore;
  let db: Database.Database;
  const folder = () => path.join(rig.base, 'till');

  beforeEach(async () => {
    rig = await ProxiedCores.start('disk-full-');
    core = await rig.openCore(folder());
    // The core's own connection: SQLite's page limit holds per connection.
    db = Reflect.get(core, 'db') as Database.Database;
    await commandValue(core, 'guest.lookup', { token: IVANOV });
    // Offline, so that holds are only written, never sent: each takes room in the queue alone.
    await rig.proxy.down();
    await dispatch(core.handlers, 'guest.lookup', { token: IVANOV }, quietLog());
    await expect.poll(() => core.status().connectivity).toBe('offline');
  });

  afterEach(async () => {
    await rig.close();
  });

  const credit = (amountCents: number) =>
    dispatch(core.handlers, 'hold.credit', { token: IVANOV, accountGuid: ACCOUNT, amountCents }, quietLog());
  const holds = async () => (await commandValue<{ holds: HoldView[] }>(core, 'queue.list')).holds;
  const backedUp = () =>
    readFileSync(path.join(folder(), HOLD_BACKUP_FILE), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"e":"ack"')).length;
  const diskWarnings = () => core.status().warnings.filter((w) => w.code === 'diskFull');

  it('answers diskFull with nothing written, warns in the status, and stops warning once a hold is written', async () => {
    const statusEvents: Status[] = [];
    core.events.subscribe((name, payload) => {
      if (name === 'status') statusEvents.push(payload as Status);
    });
    const lastWarned = () => statusEvents.at(-1)?.warnings.some((w) => w.code === 'diskFull');
    // The database may not grow: the holds fill the pages it has, then one finds no room.
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    let refused: Result<unknown> | undefined;
    let written = 0;
    while (written < 500) {
      const answer = await credit(100 + written);
      if (!answer.ok) {
        refused = answer;
        break;
      }
      written += 1;
    }
    expect(written).toBeGreaterThan(0);
    expect(refused).toEqual({ ok: false, error: DISK_FULL });

    // Nothing of the refused hold: neither in the queue nor in the hold backup.
    const queued = await holds();
    expect(queued.map((h) => h.amountCents).sort((a, b) => a - b)).toEqual(
      Array.from({ length: written }, (_, i) => 100 + i),
    );
    expect(queued.every((h) => h.state === 'queued')).toBe(true);
    expect((await commandValue<Status>(core, 'status')).queue.count).toBe(written);
    expect(backedUp()).toBe(written);
    expect(diskWarnings()).toEqual([DISK_FULL]);
    await expect.poll(lastWarned).toBe(true);
    // Still full: still refused, still one warning.
    expect(await credit(1)).toEqual({ ok: false, error: DISK_FULL });
    expect(diskWarnings()).toHaveLength(1);

    // Space returns: the next hold is written and the warning goes.
    db.pragma('max_page_count = 1073741823');
    expect(await credit(7)).toMatchObject({ ok: true, value: { state: 'queued' } });
    expect(diskWarnings()).toEqual([]);
    await expect.poll(lastWarned).toBe(false);
    expect(await holds()).toHaveLength(written + 1);
    expect(backedUp()).toBe(written + 1);
  });
});

describe('DiskSpace', () => {
  it('knows a full disk by SQLite, by the file system and by a quota, nothing else', () => {
    const full = new Database(':memory:');
    full.exec('CREATE TABLE t (x TEXT)');
    full.pragma(`max_page_count = ${full.pragma('page_count', { simple: true }) as number}`);
    let sqliteFull: unknown;
    try {
      for (let i = 0; i < 1000; i++) full.prepare('INSERT INTO t VALUES (?)').run('x'.repeat(500));
    } catch (error) {
      sqliteFull = error;
    }
    full.close();
    expect(isDiskFull(sqliteFull)).toBe(true);
    const errno = (code: string) => Object.assign(new Error(`write: ${code}`), { code });
    expect(isDiskFull(errno('ENOSPC'))).toBe(true);
    expect(isDiskFull(errno('EDQUOT'))).toBe(true);
    for (const other of [errno('EACCES'), errno('SQLITE_BUSY'), new Error('ENOSPC'), 'ENOSPC', null])
      expect(isDiskFull(other)).toBe(false);
  });

  it('turns a full disk into diskFull once, lets other failures through, and clears on a write', () => {
    let changes = 0;
    const disk = new DiskSpace(() => (changes += 1));
    const noRoom = () => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    };
    for (let i = 0; i < 2; i++) {
      expect(() => disk.write(noRoom)).toThrow(CoreError);
      expect(() => disk.write(noRoom)).toThrow(errorValue('diskFull').message.en);
    }
    expect(changes).toBe(1);
    expect(disk.warnings()).toEqual([errorValue('diskFull')]);
    expect(() =>
      disk.write(() => {
        throw new RangeError('a bug');
      }),
    ).toThrow(RangeError);
    expect(disk.write(() => 5)).toBe(5);
    expect(disk.warnings()).toHaveLength(1);
    disk.wrote();
    expect(disk.warnings()).toEqual([]);
    expect(changes).toBe(2);
  });

  it('is answered over HTTP as 507 Insufficient Storage', () => {
    expect(httpStatusOf(errorValue('diskFull'))).toBe(507);
  });
});
