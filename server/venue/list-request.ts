import { z } from 'zod';
import { ListQuerySchema } from '../../common/platform/schemas';
import { describeZodError, invalidRequest } from '../http/errors';
import { parseBody, parseQuery } from '../http/parse-body';
import { momentOf, type ObjectCondition, type SortKey } from './object-filters';

/**
 * A list or tree request: the query of endpoints 10/11, plus what the live service's clients
 * add in the query or in a JSON body of the GET: `limit`, `offset`, `filters`, `sortFields`,
 * `sortOrders` (`mode` and `extParams`, which one client sends, are ignored). The exact forms
 * taken are written in docs/venue.md.
 */
export interface ListRequest {
  moduleName: string;
  ownerContextId?: number | undefined;
  ownerContextClassName?: string | undefined;
  showDeleted?: boolean | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  conditions: ObjectCondition[];
  sort: SortKey[];
}

const MAX_FILTERS = 20;

const fieldPath = z
  .string()
  .max(200)
  .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, 'must be a field name such as invoiceDate or store.id');

const FilterSchema = z.object({
  field: fieldPath,
  /** Absent or "eq"/"equals": equality; "range": a moment between since and till. */
  operation: z.string().max(20).optional(),
  value: z.unknown(),
});

const scalar = z.union([z.string().max(1000), z.number(), z.boolean()], {
  error: 'must be a string, a number or a boolean',
});
const momentBound = z.union([z.string().max(100), z.number()]).optional();
const RangeValueSchema = z
  .object({ since: momentBound, till: momentBound })
  .refine((v) => v.since !== undefined || v.till !== undefined, 'needs since, till or both');

const ListBodySchema = z.object({
  limit: z.number().int().min(1).max(10_000).optional(),
  offset: z.number().int().min(0).optional(),
  filters: z.array(z.unknown()).max(MAX_FILTERS).optional(),
  sortFields: z.array(fieldPath).max(10).optional(),
  sortOrders: z.array(z.string().max(20)).max(10).optional(),
});

type FilterOperation = 'eq' | 'range';

function operationOf(name: string | undefined, where: string): FilterOperation {
  switch ((name ?? 'eq').toLowerCase()) {
    case 'eq':
    case 'equals':
      return 'eq';
    case 'range':
      return 'range';
    default:
      throw invalidRequest(`${where}.operation: must be eq or range, not ${String(name).slice(0, 20)}`);
  }
}

function bound(value: string | number | undefined, where: string): number | undefined {
  if (value === undefined) return undefined;
  const moment = momentOf(value);
  if (moment === undefined) throw invalidRequest(`${where}: not an ISO 8601 moment or epoch time`);
  return moment;
}

function condition(raw: unknown, index: number): ObjectCondition {
  const where = `filters[${index}]`;
  const parsed = FilterSchema.safeParse(raw);
  if (!parsed.success) throw invalidRequest(describeZodError(parsed.error, ['filters', index]));
  const { field, operation, value } = parsed.data;
  const path = field.split('.');
  const op = operationOf(operation, where);
  switch (op) {
    case 'eq': {
      const wanted = scalar.safeParse(value);
      if (!wanted.success) throw invalidRequest(describeZodError(wanted.error, ['filters', index, 'value']));
      return { operation: 'eq', path, value: wanted.data };
    }
    case 'range': {
      const range = RangeValueSchema.safeParse(value);
      if (!range.success) throw invalidRequest(describeZodError(range.error, ['filters', index, 'value']));
      return {
        operation: 'range',
        path,
        since: bound(range.data.since, `${where}.value.since`),
        till: bound(range.data.till, `${where}.value.till`),
      };
    }
  }
}

/** A query parameter given once (string) or repeated (array). */
function queryValues(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

/** `filters` in the query: a JSON array (repeated parameters are concatenated). */
function queryFilters(value: unknown): unknown[] {
  return queryValues(value).flatMap((text) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw invalidRequest('filters: must be a JSON array of filters');
    }
    if (!Array.isArray(parsed)) throw invalidRequest('filters: must be a JSON array of filters');
    return parsed;
  });
}

/** `sortFields`/`sortOrders` in the query: a JSON array, a comma-separated list, or repeated. */
function queryList(value: unknown, name: string): string[] | undefined {
  const texts = queryValues(value);
  if (texts.length === 0) return undefined;
  return texts.flatMap((text) => {
    if (!text.trim().startsWith('['))
      return text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed) && parsed.every((s) => typeof s === 'string')) return parsed as string[];
    } catch {
      // refused below
    }
    throw invalidRequest(`${name}: must be a JSON array of strings or a comma-separated list`);
  });
}

function sortKeys(fields: readonly string[], orders: readonly string[]): SortKey[] {
  if (orders.length > fields.length) throw invalidRequest('sortOrders: more orders than sortFields');
  return fields.map((field, i) => {
    const checked = fieldPath.safeParse(field);
    if (!checked.success) throw invalidRequest(`sortFields[${i}]: ${describeZodError(checked.error)}`);
    const order = (orders[i] ?? 'asc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') {
      throw invalidRequest(`sortOrders[${i}]: must be asc or desc`);
    }
    return { path: field.split('.'), descending: order === 'desc' };
  });
}

/**
 * The query and the optional body together. The query wins for limit and offset when both
 * give them; filters of both apply (all must match); sortFields/sortOrders come from the query
 * when it has sortFields, otherwise from the body.
 */
export function parseListRequest(query: unknown, body: Record<string, unknown> | undefined): ListRequest {
  const base = parseQuery(ListQuerySchema, query);
  const raw = (query ?? {}) as Record<string, unknown>;
  const fromBody = body === undefined ? {} : parseBody(ListBodySchema, body);
  const filters = [...queryFilters(raw.filters), ...(fromBody.filters ?? [])];
  if (filters.length > MAX_FILTERS) throw invalidRequest(`filters: at most ${MAX_FILTERS}`);
  const queryFields = queryList(raw.sortFields, 'sortFields');
  const fields = queryFields ?? fromBody.sortFields ?? [];
  const orders = queryFields ? (queryList(raw.sortOrders, 'sortOrders') ?? []) : (fromBody.sortOrders ?? []);
  return {
    ...base,
    limit: base.limit ?? fromBody.limit,
    offset: base.offset ?? fromBody.offset,
    conditions: filters.map((f, i) => condition(f, i)),
    sort: sortKeys(fields, orders),
  };
}
