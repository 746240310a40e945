import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../common/platform/schemas';
import { ApiError } from './errors';
import { lingerBeforeClose } from './lingering-close';

/** Fastify's own 4xx errors, reworded as this server's `{errorCode, errorDescription}`. */
function fromFrameworkError(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'payloadTooLarge', 'request body is larger than 1 MiB');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'invalidRequest', 'Content-Type must be application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'invalidRequest', 'body: expected a JSON object, got an empty body');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'invalidRequest', 'body: malformed JSON');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'invalidRequest', 'Content-Length does not match the body');
    default:
      break;
  }
  // JSON.parse and secure-json-parse errors carry statusCode 400 and no code; do not echo them.
  if (error.statusCode === 400 && (error instanceof SyntaxError || !error.code)) {
    return new ApiError(400, 'invalidRequest', 'body: malformed JSON');
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return new ApiError(status, 'invalidRequest', error.message);
  }
  return undefined;
}

export function sendError(reply: FastifyReply, error: ApiError): void {
  const body: ErrorBody = { errorCode: error.errorCode, errorDescription: error.errorDescription };
  void reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/** Turns every thrown error into a JSON answer; only faults of our own become 500 (and are logged). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = error instanceof ApiError ? error : fromFrameworkError(error);
    // Refused before its body was read: the client may still be sending it.
    if (known?.status === 413) {
      void reply.header('connection', 'close');
      lingerBeforeClose(request.raw.socket);
      request.raw.resume();
    }
    if (known) return sendError(reply, known);
    request.log.error(
      { err: error, method: request.method, url: request.routeOptions.url },
      'request failed',
    );
    sendError(reply, new ApiError(500, 'internalError', 'the server failed to answer this request'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    sendError(reply, new ApiError(404, 'notFound', `no route ${request.method} ${path.slice(0, 200)}`));
  });
}
