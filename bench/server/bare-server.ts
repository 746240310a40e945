/**
 * The baseline: a bare node:http server that answers each path with a fixed JSON body (the
 * bodies file maps path -> body), reading the request body first as a real server must.
 * Prints its base URL on the first line. Run by server.bench.ts.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>).map(
    ([path, body]) => [path, Buffer.from(body)],
  ),
);
const notFound = Buffer.from('{"errorCode":"notFound","errorDescription":"no route"}');

const server = http.createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => {
    const body = bodies.get(req.url ?? '') ?? notFound;
    res.writeHead(bodies.has(req.url ?? '') ? 200 : 404, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    res.end(body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`http://127.0.0.1:${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
