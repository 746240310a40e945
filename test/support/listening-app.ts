import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { testServer, type TestServer } from './server-app';

/** What `listenForTests` hands a test file; read it inside tests and hooks, once beforeAll has run. */
export interface ListeningTestServer {
  readonly server: TestServer;
  readonly port: number;
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
}

/**
 * The demo test server (server-app.ts) listening on a free loopback port for the tests of the
 * calling file: started in beforeAll, closed in afterAll. `beforeListen` runs on the new server
 * before listen(), where the routes register (an onRoute hook added there sees every one).
 */
export function listenForTests(beforeListen?: (server: TestServer) => void): ListeningTestServer {
  let server: TestServer | undefined;
  let port = 0;
  beforeAll(async () => {
    server = testServer();
    beforeListen?.(server);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the test server starts in beforeAll: read it inside a test or hook');
      return server;
    },
    get port() {
      if (port === 0)
        throw new Error('the test server listens from beforeAll on: read its port inside a test');
      return port;
    },
    get origin() {
      return `http://127.0.0.1:${this.port}`;
    },
  };
}
