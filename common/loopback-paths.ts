/**
 * Where the loopback host answers, for the host and the browser's bridge alike (this module
 * imports nothing, so the renderer's bundle may take it).
 */

/** `POST /rpc/<command>`: one command, its answer or `{error}` with an HTTP status. */
export const RPC_PREFIX = '/rpc/';

/** `GET /events?secret=`: the core's events as a server-sent event stream. */
export const EVENTS_PATH = '/events';

/**
 * `GET /commands?secret=` upgraded to a WebSocket: the same commands without an HTTP request
 * each. In Chromium a socket message costs a fraction of a request, and the request was most of
 * a cached guest's swipe (bench/ui-swipe.bench.ts).
 */
export const COMMANDS_PATH = '/commands';

/**
 * The largest command the bridge sends over the socket; a larger one goes as a request, where
 * the host's body limit answers 413. Far above any command the UI sends.
 */
export const SOCKET_MAX_CHARS = 16 * 1024;
