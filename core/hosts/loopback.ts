import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContractRoutes, ListeningAs } from './loopback-contract';
import type { LoopbackHostOptions } from './loopback-options';
import { EVENTS_PATH, RPC_PREFIX } from '../../common/loopback-paths';
import { hostAllowed, newSecret, originAllowed, requestUrl } from './loopback-guard';
import { PageLoad } from './page-load';
import { serveStatic } from './static-files';

export interface LoopbackHost {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  secret: string;
  /** What the CLI prints: the UI's address with the secret in the fragment (never sent to a server). */
  launchUrl: string;
  displaySecret: string;
  /** The guest display's page with its own secret in the fragment. */
  displayUrl: string;
  /**
   * Resolves once a page has fetched the files its document names (page-load.ts); or after
   * `noPageMs` if no page has asked for a file by then; or after `pageMs` in all.
   */
  pageLoaded(noPageMs: number, pageMs: number): Promise<void>;
  /** Loads the contract's side now rather than on its first request. */
  loadContract(): Promise<void>;
  close(): Promise<void>;
}

/** A file of the page: a GET or HEAD of our own host and origin that is none of the contract's paths. */
function pageFileUrl(req: IncomingMessage, port: number, origin: string): URL | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (!hostAllowed(req, port) || !originAllowed(req, origin)) return undefined;
  const url = requestUrl(req.url, origin);
  if (url === undefined || url.pathname.startsWith(RPC_PREFIX) || url.pathname === EVENTS_PATH)
    return undefined;
  return url;
}

/**
 * The contract over HTTP on 127.0.0.1 only, and the built renderer's files. This module needs
 * little code so that it listens (and the CLI prints the address) early: it serves the page's
 * files itself and loads the contract's side (loopback-contract.ts: commands, events, the
 * command socket, every refusal) when asked to (`loadContract`: the CLI does once the page has
 * its files) or on its first request (issue 27).
 */
export function startLoopbackHost(options: LoopbackHostOptions): Promise<LoopbackHost> {
  const secrets = { cashier: options.secret ?? newSecret(), display: options.displaySecret ?? newSecret() };
  const log = options.log ?? console;
  const pageLoad = new PageLoad();
  let listening: ListeningAs | undefined;
  let contract: Promise<ContractRoutes> | undefined;
  const contractSide = (): Promise<ContractRoutes> =>
    (contract ??= import('./loopback-contract').then((side) => side.contractRoutes(options, listening!)));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = options.staticRoot ? pageFileUrl(req, listening!.port, listening!.origin) : undefined;
    if (url && options.staticRoot) {
      const file = pageLoad.serving(url.pathname);
      res.once('close', () => file.finished());
      const onDocument = (html: string) => pageLoad.documentServed(url.pathname, html);
      if (await serveStatic(options.staticRoot, url.pathname, res, onDocument)) return;
    }
    return (await contractSide()).handle(req, res);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      log.error('loopback: request failed');
      contractSide().then(
        (side) => side.failed(res),
        () => res.destroy(),
      );
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    // A client that resets the connection mid-handshake is its own problem, not a crash of ours.
    socket.on('error', () => socket.destroy());
    contractSide().then(
      (side) => side.upgrade(req, socket, head),
      () => socket.destroy(),
    );
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      const port = (server.address() as AddressInfo).port;
      const origin = `http://127.0.0.1:${port}`;
      listening = { port, origin, secrets };
      resolve({
        origin,
        port,
        secret: secrets.cashier,
        launchUrl: `${origin}/#secret=${secrets.cashier}`,
        displaySecret: secrets.display,
        displayUrl: `${origin}/display.html#secret=${secrets.display}`,
        pageLoaded: (noPageMs, pageMs) => pageLoad.within(noPageMs, pageMs),
        loadContract: () => contractSide().then(() => undefined),
        close: async () => {
          const side = await contractSide().catch(() => undefined);
          side?.close();
          await new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          });
        },
      });
    });
  });
}
