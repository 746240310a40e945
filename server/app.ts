import type Database from 'better-sqlite3';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerAuth } from './http/auth';
import { clientErrorHandler } from './http/client-error';
import { answerConnectRequests } from './http/connect-method';
import type { Credentials } from './http/credentials';
import { ApiError } from './http/errors';
import { registerErrorHandling, sendError } from './http/error-handler';
import { SessionStore, sessionCookie } from './http/sessions';
import { registerLoyaltyRoutes } from './loyalty/routes';
import { registerVenueRoutes } from './venue';

/** The URL path the platform's interface is served under (`/platform/online/...`). */
export const PLATFORM_PATH = '/platform';
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions {
  db: Database.Database;
  classPrefix: string;
  credentials: Credentials;
  now?: () => Date;
  /** Fastify log level; 'silent' by default. Bodies and headers are never logged. */
  logLevel?: 'silent' | 'fatal' | 'error' | 'warn' | 'info';
}

/** The platform server as a Fastify instance, not listening: tests drive it with app.inject(). */
export function buildApp(options: AppOptions): FastifyInstance {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent' },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // The live service's clients join a base URL ending in '/' with a path starting with '/':
    // `/platform/online//api/list` is the same route. The router collapses the slashes before
    // matching, so authentication (decided by the matched route) sees the route too.
    routerOptions: { ignoreDuplicateSlashes: true },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    clientErrorHandler,
    // Runs before any hook, so it sets the cookie itself.
    frameworkErrors: (_error, _request, reply) => {
      void reply.header('set-cookie', sessionCookie(SessionStore.newId()));
      sendError(reply, new ApiError(400, 'invalidRequest', 'malformed URL'));
    },
  });

  registerErrorHandling(app);
  answerConnectRequests(app);
  registerAuth(app, {
    credentials: options.credentials,
    now: () => now().getTime(),
  });

  const deps = { db: options.db, classPrefix: options.classPrefix, now };
  app.register(
    async (platform) => {
      platform.get('/online/ping', () => ({ ok: true }));
      registerLoyaltyRoutes(platform, deps);
      registerVenueRoutes(platform, deps);
    },
    { prefix: PLATFORM_PATH },
  );
  return app;
}
