import { appendFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatWithOptions } from 'node:util';
import { redact } from '../../core/redact';

export type LogLevel = 'info' | 'warn' | 'error';

export interface AppLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface FileLogOptions {
  dir: string;
  /** The file name in `dir`; rotated copies are `<name>.1` (newest) to `<name>.<keep>`. */
  name?: string;
  maxBytes?: number;
  keep?: number;
  now?: () => Date;
}

export const LOG_FILE = 'terminal.log';

/**
 * The app's log in the data folder: one line per entry, every line through `redact` first,
 * rotated by size. Writes are synchronous appends: a crash loses nothing already logged, and
 * the volume (lifecycle events, failures) is small. A failing disk never throws into the app.
 */
export function fileLog({
  dir,
  name = LOG_FILE,
  maxBytes = 1024 * 1024,
  keep = 5,
  now = () => new Date(),
}: FileLogOptions): AppLog {
  const file = path.join(dir, name);
  mkdirSync(dir, { recursive: true });
  let size = existsSync(file) ? statSync(file).size : 0;

  const rotate = () => {
    rmSync(`${file}.${keep}`, { force: true });
    for (let index = keep - 1; index >= 1; index--) {
      if (existsSync(`${file}.${index}`)) renameSync(`${file}.${index}`, `${file}.${index + 1}`);
    }
    if (existsSync(file)) renameSync(file, `${file}.1`);
    size = 0;
  };

  const write = (level: LogLevel, message: string) => {
    const line = `${now().toISOString()} ${level} ${redact(message).replace(/[\r\n]+/g, ' ⏎ ')}\n`;
    const bytes = Buffer.byteLength(line);
    try {
      if (size > 0 && size + bytes > maxBytes) rotate();
      appendFileSync(file, line, { mode: 0o600 });
      size += bytes;
    } catch {
      // Nowhere left to report it; the app goes on.
    }
  };
  return {
    info: (message) => write('info', message),
    warn: (message) => write('warn', message),
    error: (message) => write('error', message),
  };
}

type ConsoleLike = Pick<Console, 'log' | 'info' | 'warn' | 'error'>;

/**
 * console.log/info/warn/error of every module (the core, the scanner, the server) into the log,
 * and still to the terminal it was started from, redacted there too.
 */
export function captureConsole(log: AppLog, target: ConsoleLike = console): void {
  const format = (args: unknown[]) => formatWithOptions({ colors: false, breakLength: Infinity }, ...args);
  const levels: [keyof ConsoleLike, LogLevel][] = [
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
  ];
  for (const [method, level] of levels) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      const text = format(args);
      log[level](text);
      original(redact(text));
    };
  }
}
