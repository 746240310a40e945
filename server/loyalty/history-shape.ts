import type { BonusTransaction } from '../../electron/platform/schemas';

/**
 * Test-only: operationHistory answers shaped like a live service's may be, so that the terminal's
 * settlement is tried against them. Read once from `PLATFORM_HISTORY_SHAPE`, a comma-separated
 * list (empty or unset: the faithful history):
 *
 * - `bare`: no `date`, `precheck` or `reversedTransactionId` in transactions;
 * - `seconds`: `date` echoed without its milliseconds;
 * - `page=<n>`: only the newest n transactions (a page size below the server's 1 000);
 * - `hide=<TYPE>`: transactions of that type are left out (repeatable: `hide=REVERSAL`).
 */
export interface HistoryShape {
  bare: boolean;
  seconds: boolean;
  page: number | null;
  hide: ReadonlySet<string>;
}

export function parseHistoryShape(text: string | undefined): HistoryShape {
  const shape = { bare: false, seconds: false, page: null as number | null, hide: new Set<string>() };
  for (const part of (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value] = part.split('=', 2);
    if (name === 'bare' && value === undefined) shape.bare = true;
    else if (name === 'seconds' && value === undefined) shape.seconds = true;
    else if (name === 'page' && value !== undefined && /^[1-9]\d{0,5}$/.test(value))
      shape.page = Number(value);
    else if (name === 'hide' && value) shape.hide.add(value);
    else
      throw new Error(`PLATFORM_HISTORY_SHAPE: cannot read "${part}" (bare, seconds, page=<n>, hide=<TYPE>)`);
  }
  return shape;
}

/** The newest-first history as the shape says. */
export function shapeHistory(transactions: BonusTransaction[], shape: HistoryShape): BonusTransaction[] {
  const kept = transactions.filter((t) => !shape.hide.has(t.type)).slice(0, shape.page ?? undefined);
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
