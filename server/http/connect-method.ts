import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Node's http server hands a CONNECT request to the server's 'connect' listeners and, when
 * there is none, destroys the socket without a word. This listener gives CONNECT the answer any
 * other method without a route gets: it runs the request through Fastify itself (so the
 * authentication hook, the JSESSIONID cookie and the JSON not-found answer are the same ones:
 * 401 without credentials, 404 with them), then closes the connection, since no tunnel is
 * ever opened.
 */
export function answerConnectRequests(app: FastifyInstance): void {
  app.server.on('connect', (request: IncomingMessage, socket: Socket) => {
    // The http server stopped watching this socket: errors are ours to absorb now.
    socket.on('error', () => socket.destroy());
    const answer = () => {
      if (socket.destroyed) return;
      const response = new ServerResponse(request);
      response.shouldKeepAlive = false;
      response.assignSocket(socket);
      response.on('finish', () => {
        response.detachSocket(socket);
        socket.destroySoon();
      });
      app.routing(request, response);
    };
    // A CONNECT pipelined behind a request still being answered on this keep-alive connection:
    // the socket belongs to that answer (Node's `_httpMessage`) until it is written.
    const previous = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (previous) previous.once('finish', answer);
    else answer();
  });
}
