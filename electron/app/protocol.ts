import { protocol } from 'electron';
import { APP_SCHEME } from './app-url';
import { rendererResponse } from './app-file-responses';

/**
 * Before `ready`: app:// is standard (URLs resolve like http's) and secure (a secure context),
 * and may be fetched by the page itself. No bypassing of the CSP, no CORS, no service workers.
 */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

/** After `ready`: app:// serves the built renderer from `root`, and nothing outside it. */
export function serveRenderer(root: string): void {
  protocol.handle(APP_SCHEME, (request) => rendererResponse(root, request));
}
