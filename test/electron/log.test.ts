import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { captureConsole, fileLog, LOG_FILE } from '../../electron/app/log';
import { redact } from '../../core/redact';
import { tempFoldersForEachTest } from '../support/temp-folders';

const tempDir = tempFoldersForEachTest('app-log-');

describe('redact', () => {
  it.each([
    ['card 4276123456789012 refused', '4276123456789012', '…9012'],
    ['card 4276 1234 5678 9012 refused', '1234 5678', '…9012'],
    ['phone +7 912 345-67-89', '912 345', '…6789'],
    ['%B4276123456789012^DOE/JOHN^2512101?', 'DOE/JOHN', '[track data]'],
    ['swipe ;4276123456789012=25121010000?', '=2512', '[track data]'],
    ['card 66666600000011=2012 tokenNotFound', '00000011=2012', 'card [track data] tokenNotFound'],
    ['password=hunter2 then', 'hunter2', 'password=[redacted]'],
    ['{"password":"p@ss w0rd","user":"x"}', 'p@ss', '"password":[redacted]'],
    ['Authorization: Bearer abcDEF1234567890abcdef', 'abcDEF', '[redacted]'],
    ['auth Basic ZGVtbzpkZW1v', 'ZGVtbzpkZW1v', 'Basic [redacted]'],
    ['GET http://terminal:s3cret@127.0.0.1:8787/platform', 's3cret', 'http://[redacted]@127.0.0.1'],
    ['open http://127.0.0.1:7420/#secret=AbCdEf0123456789abcdefXYZ', 'AbCdEf0123', '#secret=[redacted]'],
    ['token ref Qk2m9fT3x0aBcDeFgHiJkL resolved', 'Qk2m9fT3', '[redacted]'],
  ])('%s loses its secret', (text, secret, replacement) => {
    const out = redact(text);
    expect(out).not.toContain(secret);
    expect(out).toContain(replacement);
  });

  it('keeps what support needs: hold ids, timestamps, paths, short numbers', () => {
    const text =
      'hold 1f3a9c2e-1b2c-4d5e-8f90-123456789abc confirmed at 2026-11-23T10:00:00.000Z in 12 ms, ' +
      '/home/cashier/.config/loyalty-terminal/terminal.db, exit code 139';
    expect(redact(text)).toBe(text);
  });

  it('a NUL in the input cannot bring a kept value back in the wrong place', () => {
    expect(redact('a\u00000\u0000b card 4276123456789012 hold 1f3a9c2e-1b2c-4d5e-8f90-123456789abc')).toBe(
      'a0b card …9012 hold 1f3a9c2e-1b2c-4d5e-8f90-123456789abc',
    );
  });
});

describe('fileLog', () => {
  it('writes redacted single lines with time and level, mode 0600', () => {
    const dir = tempDir();
    const log = fileLog({ dir, now: () => new Date('2026-11-23T10:00:00Z') });
    log.error('lookup of 4276123456789012 failed\nsecond line password=x');
    const text = readFileSync(path.join(dir, LOG_FILE), 'utf8');
    expect(text).toBe(
      '2026-11-23T10:00:00.000Z error lookup of …9012 failed ⏎ second line password=[redacted]\n',
    );
    expect(statSync(path.join(dir, LOG_FILE)).mode & 0o777).toBe(0o600);
  });

  it('rotates by size and keeps the newest files only', () => {
    const dir = tempDir();
    const log = fileLog({ dir, maxBytes: 200, keep: 2 });
    for (let index = 0; index < 40; index++)
      log.info(`entry ${String(index).padStart(3, '0')} ${'x'.repeat(40)}`);
    const files = readdirSync(dir).sort();
    expect(files).toEqual([LOG_FILE, `${LOG_FILE}.1`, `${LOG_FILE}.2`]);
    for (const file of files) expect(readFileSync(path.join(dir, file)).length).toBeLessThanOrEqual(200);
    expect(readFileSync(path.join(dir, LOG_FILE), 'utf8')).toContain('entry 039');
    const all = files.map((file) => readFileSync(path.join(dir, file), 'utf8')).join('');
    expect(all).not.toContain('entry 000');
  });

  it('carries on after a restart, appending to the same file', () => {
    const dir = tempDir();
    fileLog({ dir }).info('first');
    fileLog({ dir }).info('second');
    expect(readFileSync(path.join(dir, LOG_FILE), 'utf8').split('\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('captureConsole', () => {
  it('sends console output to the log and echoes it redacted', () => {
    const lines: string[] = [];
    const log = {
      info: (m: string) => lines.push(`info ${m}`),
      warn: vi.fn(),
      error: (m: string) => lines.push(`error ${m}`),
    };
    const echoed: unknown[] = [];
    const target = {
      log: (...a: unknown[]) => echoed.push(a),
      info: vi.fn(),
      warn: vi.fn(),
      error: (...a: unknown[]) => echoed.push(a),
    };
    captureConsole(log, target);
    target.error('core: %s failed', 'lookup', { key: '4276123456789012' });
    expect(lines).toEqual([`error core: lookup failed { key: '4276123456789012' }`]);
    expect(JSON.stringify(echoed)).not.toContain('4276123456789012');
  });
});
