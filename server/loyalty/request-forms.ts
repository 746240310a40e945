import {
  CustomerInfoRequestSchema,
  CustomerTokenSchema,
  type CustomerToken,
} from '../../common/platform/schemas';
import { invalidRequest } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { bodyWithTokenEntry, tokenWithEntry } from './token-entry';

/**
 * Other spellings of the bonus requests that the live service's clients send, brought to the
 * form the shared schemas describe before those schemas check them.
 */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * customerInfo's token: wrapped (`{"customerToken": {type, entry, key}}`, what every client of
 * the live service sends) when the body has a customerToken field, otherwise the bare token
 * (`{type, entry, key}`, what this server took first). Errors name the field as sent:
 * `customerToken.key: ...` for the wrapped form, `key: ...` for the bare one.
 */
export function customerInfoToken(body: unknown): CustomerToken {
  if (isPlainObject(body) && Object.hasOwn(body, 'customerToken')) {
    return parseBody(CustomerInfoRequestSchema, bodyWithTokenEntry(body)).customerToken;
  }
  return parseBody(CustomerTokenSchema, tokenWithEntry(body));
}

/**
 * One client of the live service sends `precheck` as a JSON number: it is taken as its decimal
 * string (`17` -> `"17"`, `-3.5` -> `"-3.5"`). A number JavaScript would write with an exponent
 * (`1e21`) has no plain decimal form and is refused.
 */
export function precheckAsText(body: unknown): unknown {
  if (!isPlainObject(body) || typeof body.precheck !== 'number') return bodyWithTokenEntry(body);
  const text = String(body.precheck);
  if (!/^-?\d+(\.\d+)?$/.test(text)) {
    throw invalidRequest('precheck: a number must have a plain decimal form');
  }
  return bodyWithTokenEntry({ ...body, precheck: text });
}
