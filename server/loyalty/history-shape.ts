import type { BonusTransaction } from '../../common/platform/schemas';

/**
 * Test-only: operationHistory answers shaped like a live service's may be, so that the terminal's
 * settlement is tried against them. Read once from `PLATFORM_HISTORY_SHAPE`, a comma-separated
 * list (empty or unset: the faithful history):
 *
 * - `bare`: no `date`, `precheck` or `reversedTransactionId` in transactions;
 * - `seconds`: `date` echoed without its milliseconds;
 * - `page=<n>`: only the newest n transactions (a page size below the server's 1 000);
 * - `hide=<TYPE>`: transactions of that type are left out (repeatable: `hide=REVERSAL`);
 * - `paged`: the request's `limit` and `offset` (numbers) are honoured.
 */
export interface HistoryShape {
  bare: boolean;
  seconds: boolean;
  page: number | null;
  hide: ReadonlySet<string>;
  paged: boolean;
}

export function parseHistoryShape(text: string | undefined): HistoryShape {
  const shape = {
    bare: false,
    seconds: false,
    page: null as number | null,
    hide: new Set<string>(),
    paged: false,
  };
  for (const part of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value] = part.split('=', 2);
    if (name === 'bare' && value === undefined) shape.bare = true;
    else if (name === 'seconds' && value === undefined) shape.seconds = true;
    else if (name === 'paged' && value === undefined) shape.paged = true;
    else if (name === 'page' && value !== undefined && /^[1-9]\d{0,5}$/.test(value))
      shape.page = Number(value);
    else if (name === 'hide' && value) shape.hide.add(value);
    else
      throw new Error(`PLATFORM_HISTORY_SHAPE: cannot read "${part}" (bare, seconds, page=<n>, hide=<TYPE>)`);
  }
  return shape;
}

/** The newest-first history as the shape says; `request` is the operationHistory body (for `paged`). */
export function shapeHistory(
  transactions: BonusTransaction[],
  shape: HistoryShape,
  request?: unknown,
): BonusTransaction[] {
  const paging = (shape.paged ? request : undefined) as { limit?: unknown; offset?: unknown } | undefined;
  const start = typeof paging?.offset === 'number' ? paging.offset : 0;
  const size = typeof paging?.limit === 'number' ? paging.limit : (shape.page ?? Number.MAX_SAFE_INTEGER);
  const kept = transactions.filter((t) => !shape.hide.has(t.type)).slice(start, start + size);
  return kept.map((t) => {
    const { date, precheck, reversedTransactionId, ...rest } = t as BonusTransaction & {
      date?: string;
      precheck?: string;
      reversedTransactionId?: number;
    };
    if (shape.bare) return rest;
    return {
      ...rest,
      ...(date === undefined
        ? {}
        : { date: shape.seconds ? date.replace(/\.\d+(?=Z|[+-]\d\d:\d\d$)/, '') : date }),
      ...(precheck === undefined ? {} : { precheck }),
      ...(reversedTransactionId === undefined ? {} : { reversedTransactionId }),
    };
  });
}

export const HISTORY_SHAPE = parseHistoryShape(process.env.PLATFORM_HISTORY_SHAPE);
