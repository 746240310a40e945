/**
 * The framework's own ceiling: an empty Fastify app that answers each path with a fixed JSON
 * body (the bodies file maps path -> body). Prints its base URL on the first line.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>;
const app = Fastify();
for (const [path, body] of Object.entries(bodies)) {
  app.post(path, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (typeof address === 'object' && address) console.log(`http://127.0.0.1:${address.port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
