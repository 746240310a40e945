import { randomBytes } from 'node:crypto';
import path from 'node:path';

import type { EmbeddedPlatform } from '../terminal/platform-link/platform-source';

export const EMBEDDED_DB_FILE = 'embedded-platform.db';

/**
 * The demo platform server inside this process, for a terminal with no platform address: its
 * data (the demo fixture, loaded once) lives in the data folder, its credentials are fresh per
 * launch and never leave the process.
 */
export function embeddedPlatform(dataDir: string): () => Promise<EmbeddedPlatform> {
  return async () => {
    const user = 'terminal';
    const password = randomBytes(24).toString('base64url');
    // Loaded on first need: a till with a platform address never evaluates the server (fastify and
    // its routes), and the embedded one evaluates it after the core's address is out (issue 27).
    const { startServer } = await import('../../server/start-server');
    const server = await startServer({
      port: 0,
      db: path.join(dataDir, EMBEDDED_DB_FILE),
      credentials: { user, password },
      logLevel: 'silent',
    });
    return { baseUrl: server.baseUrl, user, password, close: () => server.close() };
  };
}
