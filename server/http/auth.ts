import type { FastifyInstance, FastifyRequest } from 'fastify';
import { basicAuthChecker, type Credentials } from './credentials';
import { ApiError } from './errors';
import { SessionStore, sessionCookie, sessionIdFromCookie } from './sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answers without credentials. Deny by default: a route is public only when it says so,
     * and no route of the platform does.
     */
    public?: true;
  }
}

export interface AuthOptions {
  credentials: Credentials;
  now: () => number;
}

/**
 * HTTP Basic, or a JSESSIONID this server issued after a successful Basic login, on every
 * request whose matched route is not declared public, and on requests that matched no route.
 * The decision is taken from the route Fastify matched, never from the spelling of the URL
 * (percent-escapes, absolute-form targets and duplicate slashes all reach the same check).
 * Every answer, success or failure, sets JSESSIONID (Path=/; HttpOnly), as the live service
 * does; only a successful authentication makes that id a session.
 */
export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  const checkBasic = basicAuthChecker(options.credentials);
  const sessions = new SessionStore(options.now);
  const sessionOf = new WeakMap<FastifyRequest, string>();

  // Callback-style hooks: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.public === true && !request.is404) return done();
    const cookieId = sessionIdFromCookie(request.headers.cookie);
    if (cookieId !== undefined && sessions.accept(cookieId)) {
      sessionOf.set(request, cookieId);
      return done();
    }
    if (!checkBasic(request.headers.authorization)) {
      return done(
        new ApiError(401, 'unauthorized', 'valid HTTP Basic credentials or a session cookie are required'),
      );
    }
    sessionOf.set(request, sessions.open());
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('set-cookie', sessionCookie(sessionOf.get(request) ?? SessionStore.newId()));
    if (reply.statusCode === 401) void reply.header('www-authenticate', 'Basic realm="platform"');
    done(null, payload);
  });
}
