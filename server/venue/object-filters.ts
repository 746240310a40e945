import type { Doc } from './documents';

/**
 * Filters and sort keys of list and tree, as the live service's OpenAPI 2.92 and its clients
 * spell them, already checked (`list-request.ts` parses them). Field names may be dotted paths
 * into reference objects (`store.id`).
 */
export type ObjectCondition =
  | { operation: 'eq'; path: string[]; value: string | number | boolean }
  /** Moments in epoch milliseconds, both ends inclusive; an absent end is open. */
  | { operation: 'range'; path: string[]; since?: number | undefined; till?: number | undefined };

export interface SortKey {
  path: string[];
  descending: boolean;
}

/** The value at a dotted path, own properties only (a path cannot reach a prototype). */
export function valueAt(doc: Doc, path: readonly string[]): unknown {
  let current: unknown = doc;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A moment in epoch milliseconds from what clients send or objects hold: a number or a string
 * of digits is epoch milliseconds, or epoch seconds when below 10^11 (a client sends
 * "1688169600"); an ISO 8601 date or date-time is read as UTC when it carries no offset.
 * Undefined for anything else.
 */
export function momentOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? epochMs(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^-?\d{1,16}$/.test(text)) return epochMs(Number(text));
  if (!ISO_MOMENT.test(text)) return undefined;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) || !text.includes('T') ? text : `${text}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? undefined : ms;
}

function epochMs(n: number): number {
  return Math.abs(n) < 1e11 ? n * 1000 : n;
}

/** An object reference (`{className, id, ...}`) compares by its id. */
function comparable(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, 'id')) {
    return (value as { id: unknown }).id;
  }
  return value;
}

function equals(field: unknown, wanted: string | number | boolean): boolean {
  const value = comparable(field);
  if (value === wanted) return true;
  if (typeof wanted !== 'string') return typeof value === 'string' && value === String(wanted);
  // Clients that can only send strings: "3" equals 3, "False" equals false.
  if (typeof value === 'number') return wanted.trim() !== '' && Number(wanted.trim()) === value;
  if (typeof value === 'boolean') return wanted.trim().toLowerCase() === String(value);
  return false;
}

export function matches(doc: Doc, condition: ObjectCondition): boolean {
  const field = valueAt(doc, condition.path);
  switch (condition.operation) {
    case 'eq':
      return equals(field, condition.value);
    case 'range': {
      const moment = momentOf(field);
      if (moment === undefined) return false;
      if (condition.since !== undefined && moment < condition.since) return false;
      return condition.till === undefined || moment <= condition.till;
    }
  }
}

const collator = new Intl.Collator('ru', { numeric: true });

/** Numbers, then booleans, then strings; absent values always last. */
function compareValues(a: unknown, b: unknown): number {
  const rank = (v: unknown) =>
    typeof v === 'number' ? 0 : typeof v === 'boolean' ? 1 : typeof v === 'string' ? 2 : 3;
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return 0;
}

/** A comparator over the sort keys; ties keep the order given (Array.prototype.sort is stable). */
export function comparator(keys: readonly SortKey[]): (a: Doc, b: Doc) => number {
  return (a, b) => {
    for (const key of keys) {
      const va = comparable(valueAt(a, key.path));
      const vb = comparable(valueAt(b, key.path));
      const absentA = va === undefined || va === null;
      const absentB = vb === undefined || vb === null;
      if (absentA || absentB) {
        if (absentA !== absentB) return absentA ? 1 : -1;
        continue;
      }
      const order = compareValues(va, vb);
      if (order !== 0) return key.descending ? -order : order;
    }
    return 0;
  };
}
