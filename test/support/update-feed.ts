import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dump } from 'js-yaml';

export const INSTALLER = 'Loyalty-Terminal-1.1.0.AppImage';
/** The installer's bytes the feed serves. */
export const INSTALLER_BYTES = Buffer.from('#!/bin/sh\n# a stand-in AppImage\n'.repeat(64));
export const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');

/** A latest-linux.yml as electron-builder writes it, for `version` with `fields` changed. */
export function channelText(version: string, fields: Record<string, unknown> = {}): string {
  const file = { url: INSTALLER, sha512: sha512(INSTALLER_BYTES), size: INSTALLER_BYTES.length };
  return dump({
    version,
    files: [file],
    path: INSTALLER,
    sha512: file.sha512,
    releaseDate: '2026-11-26T10:00:00.000Z',
    ...fields,
  });
}

/**
 * An update feed the test serves over HTTP (electron-builder's generic provider): `files` maps
 * a name under the feed's folder to what is answered; a name not there is a 404. `requests`
 * lists the names asked for.
 */
export class UpdateFeed {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly files: Map<string, string | Buffer>,
    readonly requests: string[],
  ) {}

  static async start(): Promise<UpdateFeed> {
    const files = new Map<string, string | Buffer>();
    const requests: string[] = [];
    const server = createServer((request, response) => {
      const { pathname } = new URL(request.url ?? '/', 'http://feed');
      const name = decodeURIComponent(pathname).replace(/^\/feed\//, '');
      requests.push(name);
      const body = files.get(name);
      if (body === undefined) response.writeHead(404).end();
      else response.writeHead(200).end(body);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    return new UpdateFeed(server, `http://127.0.0.1:${port}/feed`, files, requests);
  }

  /** Serves version `version` and its installer. */
  offer(version: string, fields: Record<string, unknown> = {}): this {
    this.files.set('latest-linux.yml', channelText(version, fields));
    this.files.set(INSTALLER, INSTALLER_BYTES);
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}
