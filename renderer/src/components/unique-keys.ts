/**
 * The platform's ids are untrusted: two accounts, transactions, guests, tables or halls may come
 * with one id, and a keyed each block throws on a repeated key (the screen would stay on its
 * loading text). Each item gets its id as key, a repeat `id#2`, `id#3`...: every item is shown.
 */
export function withUniqueKeys<T>(
  items: readonly T[],
  idOf: (item: T) => string | number,
): { item: T; key: string }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const id = String(idOf(item));
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return { item, key: count === 1 ? id : `${id}#${count}` };
  });
}
