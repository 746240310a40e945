import { afterAll } from 'vitest';

/**
 * A setup file: a test file that ends with `process.env` changed fails, naming what it left.
 * Files share their worker (vitest.config.ts), and every process a later file starts inherits the
 * environment: a history shape left set made another file's platform hide what its ledger checks.
 */
const atStart = { ...process.env };

afterAll(() => {
  const names = new Set([...Object.keys(atStart), ...Object.keys(process.env)]);
  const changed = [...names].filter((name) => atStart[name] !== process.env[name]);
  if (changed.length > 0) {
    throw new Error(`this file left process.env changed (${changed.join(', ')}): put it back in an afterAll`);
  }
});
