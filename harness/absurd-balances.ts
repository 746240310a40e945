const BALANCE_FIELDS = new Set(['ledger', 'available', 'debitHold', 'creditHold']);

/** `value` with every balance figure, at any depth, replaced by `absurd`. */
function replaceBalances(value: unknown, absurd: number): unknown {
  if (Array.isArray(value)) return value.map((item) => replaceBalances(item, absurd));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      BALANCE_FIELDS.has(name) && typeof field === 'number' ? absurd : replaceBalances(field, absurd),
    ]),
  );
}

/** A platform's JSON answer with absurd balances (`1e308` by default); a body that is not JSON unchanged. */
export function withAbsurdBalances(body: Buffer, absurd = 1e308): Buffer {
  try {
    return Buffer.from(JSON.stringify(replaceBalances(JSON.parse(body.toString('utf8')), absurd)));
  } catch {
    return body;
  }
}
