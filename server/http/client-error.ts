import type { Socket } from 'node:net';
import { SessionStore, sessionCookie } from './sessions';

/**
 * Answers bytes that are not HTTP (or headers too large) at the socket level, in this server's
 * JSON error form with a JSESSIONID like every other answer, then closes the connection.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    errorCode: 'invalidRequest',
    errorDescription: tooLarge ? 'request headers are too large' : 'malformed HTTP request',
  });
  socket.end(
    [
      tooLarge ? 'HTTP/1.1 431 Request Header Fields Too Large' : 'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `Set-Cookie: ${sessionCookie(SessionStore.newId())}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
