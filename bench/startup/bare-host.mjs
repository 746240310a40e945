/**
 * The start-up bench's floor: a Node process that listens on loopback, prints its address as
 * the core does, and serves one bare page that is usable at its first frame (the card field, the
 * status bar's connectivity: what bench/startup/usable-probe.ts waits for). What is left of a
 * start when the terminal does nothing: Node's own start, Chromium's navigation and first frame.
 */
import http from 'node:http';

const PAGE = `<!doctype html><html lang="ru"><meta charset="utf-8"><title>floor</title>
<main><input aria-keyshortcuts="F4" aria-label="card"></main>
<footer><span data-connectivity="online">online</span></footer></html>`;

const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(PAGE);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}/#secret=${'f'.repeat(43)}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
