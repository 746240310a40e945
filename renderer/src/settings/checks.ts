import { parseAmount, type Cents } from '../../../common/platform/money';

/** A field's text read as what the contract takes, or the problem to show. */
export type Checked<T> = { ok: true; value: T } | { ok: false };

export function amountField(text: string): Checked<Cents> {
  const parsed = parseAmount(text);
  return parsed.ok ? { ok: true, value: parsed.cents } : { ok: false };
}

/** An amount that may be nought (an allowance of 0: nothing without a manager). */
export function amountOrZeroField(text: string): Checked<Cents> {
  const parsed = parseAmount(text);
  if (parsed.ok) return { ok: true, value: parsed.cents };
  return parsed.problem === 'zero' ? { ok: true, value: 0 } : { ok: false };
}

export function numberField(text: string, min: number, max: number, whole: boolean): Checked<number> {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return { ok: false };
  const value = Number(normalised);
  if (whole && !Number.isInteger(value)) return { ok: false };
  return value >= min && value <= max ? { ok: true, value } : { ok: false };
}

/** An http(s) address without credentials in it, or '' for the embedded demo platform. */
export function addressField(text: string): Checked<string | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!URL.canParse(trimmed)) return { ok: false };
  const url = new URL(trimmed);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false };
  if (url.username || url.password) return { ok: false };
  return { ok: true, value: trimmed };
}
