import type { FastifyRequest } from 'fastify';
import { ApiError, invalidRequest } from './errors';

/**
 * The JSON body of a GET. Fastify does not read bodies of GET requests; the live service's
 * clients send `{limit, offset, filters, ...}` as the body of `GET /api/list`, and the OpenAPI
 * documents it. Only a body declared `application/json` (or `+json`) is read: a GET with any
 * other body is answered as before, the body ignored. Empty: undefined. Over `limit` bytes:
 * 413. Malformed JSON or not an object: 400 naming `body`.
 */
export async function readGetBody(
  request: FastifyRequest,
  limit: number,
): Promise<Record<string, unknown> | undefined> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type)) return undefined;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw bodyTooLarge();
  if (declared === 0 && request.headers['transfer-encoding'] === undefined) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw bodyTooLarge();
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks, size).toString('utf8');
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidRequest('body: malformed JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest('body: expected a JSON object');
  }
  return body as Record<string, unknown>;
}

function bodyTooLarge(): ApiError {
  return new ApiError(413, 'payloadTooLarge', 'request body is larger than 1 MiB');
}
