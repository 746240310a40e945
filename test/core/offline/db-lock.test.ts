import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, openTerminalDb, type TerminalDb } from '../../../core/offline';

const opened: TerminalDb[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function databaseFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'terminal-lock-'));
  dirs.push(dir);
  return join(dir, 'terminal.db');
}

describe('one terminal per data folder', () => {
  it('refuses a second opening of the database while the first holds it', () => {
    const file = databaseFile();
    opened.push(openTerminalDb(file));
    const started = Date.now();
    expect(() => opened.push(openTerminalDb(file))).toThrow(DatabaseLockedError);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('opens again once the first closed, with what it wrote', () => {
    const file = databaseFile();
    const first = openTerminalDb(file);
    first.exec("CREATE TABLE IF NOT EXISTS probe (x TEXT); INSERT INTO probe VALUES ('kept')");
    first.close();
    const second = openTerminalDb(file);
    opened.push(second);
    expect(second.prepare('SELECT x FROM probe').pluck().get()).toBe('kept');
    expect(second.pragma('journal_mode', { simple: true })).toBe('wal');
  });
});
