import type { z } from 'zod';
import { invalidRequest } from './errors';
import { nullsAsAbsent } from './nulls-as-absent';

/**
 * The one place request bodies and queries meet their zod schema. A body that is not a JSON
 * object (absent, an array, a string, null) is refused before the schema sees it; a null for
 * an optional field is taken as absent (the live service's clients send them).
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw invalidRequest('body: expected a JSON object');
  }
  const result = schema.safeParse(nullsAsAbsent(schema, body));
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
}

/** Query strings: fastify hands them over as an object of strings. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw invalidRequest(result.error);
  return result.data;
}
