import { describe, expect, it } from 'vitest';
import { rawExchange, rawRequest, type RawAnswer } from '../support/raw-http';
import { concretePath, spellingsOf, type Spelling } from '../support/route-spellings';
import { BASIC } from '../support/server-app';
import { listenForTests } from '../support/listening-app';

/**
 * Every route Fastify registers, under every spelling of its path, sent as raw bytes to a
 * listening server: without credentials each answers 401 and no handler runs; with credentials
 * the spellings the router takes for the route reach its handler, the others are 404.
 */

interface Route {
  method: string;
  url: string;
}

const routes: Route[] = [];
/** `METHOD url` of each handler call, as the wrapped handlers record it. */
const reached: string[] = [];

// The routes live in a plugin that loads at listen(), so this hook sees every one of them.
const served = listenForTests((server) => {
  server.app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
    const handler = route.handler;
    route.handler = function (request, reply) {
      reached.push(`${request.method} ${request.routeOptions.url}`);
      return handler.call(this, request, reply);
    };
  });
});

/** `METHOD url` pairs printed by Fastify's own route table. */
function printedRoutes(): string[] {
  const out: string[] = [];
  for (const line of served.server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/\S*) \(([A-Z, -]+)\)/.exec(line);
    if (!match) continue;
    for (const method of match[2]!.split(', ')) out.push(`${method} ${match[1]}`);
  }
  return out.sort();
}

async function send(route: Route, spelling: Spelling, authorization?: string): Promise<RawAnswer> {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : '{}';
  return rawExchange(served.port, rawRequest(route.method, spelling.target, { headers, body }));
}

/** Runs `work` over the items, a few at a time. */
async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: 6 }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

function cases(): { route: Route; spelling: Spelling }[] {
  return routes.flatMap((route) =>
    spellingsOf(concretePath(route.url), served.port).map((spelling) => ({ route, spelling })),
  );
}

describe('authentication under every spelling of every route', () => {
  it('collects every route Fastify registered', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(printedRoutes());
    // The set is not empty and holds both parts of the platform and the HEAD routes.
    expect(routes).toContainEqual({ method: 'POST', url: '/platform/online/bonuses/customerInfo' });
    expect(routes).toContainEqual({ method: 'HEAD', url: '/platform/online/api/list' });
    expect(routes).toContainEqual({ method: 'GET', url: '/platform/online/ping' });
  });

  it('answers 401 without credentials and never reaches a handler', async () => {
    const wrong: string[] = [];
    reached.length = 0;
    await eachLimited(cases(), async ({ route, spelling }) => {
      const answer = await send(route, spelling);
      const unauthorized =
        answer.status === 401 &&
        answer.headers['www-authenticate'] === 'Basic realm="platform"' &&
        /^JSESSIONID=[0-9A-F]{32}; Path=\/; HttpOnly$/.test(answer.headers['set-cookie'] ?? '') &&
        (route.method === 'HEAD' || JSON.parse(answer.body).errorCode === 'unauthorized');
      if (!unauthorized)
        wrong.push(`${route.method} ${spelling.target} (${spelling.label}): ${answer.statusLine}`);
    });
    expect(wrong).toEqual([]);
    expect(reached).toEqual([]);
  });

  it('with credentials, the spellings of the route reach its handler and the others are 404', async () => {
    const wrong: string[] = [];
    // One at a time, so that each answer is matched with the handler calls it caused.
    for (const { route, spelling } of cases()) {
      reached.length = 0;
      const answer = await send(route, spelling, BASIC);
      const expected = spelling.sameRoute ? [`${route.method} ${route.url}`] : [];
      const statusOk = spelling.sameRoute ? ![401, 404].includes(answer.status) : answer.status === 404;
      if (!statusOk || JSON.stringify(reached) !== JSON.stringify(expected)) {
        wrong.push(
          `${route.method} ${spelling.target} (${spelling.label}): ${answer.statusLine}, reached ${JSON.stringify(reached)}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
