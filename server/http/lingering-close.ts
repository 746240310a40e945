import type { Socket } from 'node:net';

/** How long a connection refused mid-body keeps reading (and discarding) before it is cut. */
export const LINGER_MS = 3000;

/**
 * Makes the socket close the way nginx's lingering close does once its answer is written:
 * send FIN, then keep reading and discarding what the client still sends, until the client
 * closes its side or `lingerMs` pass, and only then destroy the socket.
 *
 * Why: an answer given before the request body is read (413 for a body over the limit) is
 * followed by Node's `socket.destroySoon()`. Closing a socket with unread bytes in the kernel
 * makes it send RST, and a client still writing its body then loses the answer it was sent.
 * Node's http server calls `destroySoon()` after the last answer of a `Connection: close`
 * exchange; replacing it on this one socket keeps every other connection unchanged. The http
 * parser still owns the socket, so the rest of the body flows through it and is dropped
 * (the request stream is resumed).
 */
export function lingerBeforeClose(socket: Socket, lingerMs = LINGER_MS): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    const cut = setTimeout(() => this.destroy(), lingerMs);
    cut.unref();
    this.once('close', () => clearTimeout(cut));
    this.once('end', () => this.destroy());
    // The http server's sockets allow half-open connections: end() sends FIN and reading goes on.
    this.end();
    this.resume();
  };
}
