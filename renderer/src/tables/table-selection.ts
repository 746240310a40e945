import type { TablePlace } from './table-places';

/**
 * Marks the selected table's element pressed (`aria-pressed`, which the map's CSS draws from) and
 * every other not, writing only an element whose mark changes. In one pass for the map, as the load
 * (table-loads.ts): a prop of each table woke all 500 when one was picked. `drawn` are in the
 * order of `places`; with repeated ids every table of the id is marked, as the keyed map did.
 */
export function showSelected(
  drawn: ArrayLike<Element>,
  places: readonly TablePlace[],
  selectedId: number | undefined,
): void {
  const count = Math.min(drawn.length, places.length);
  for (let index = 0; index < count; index++) {
    const pressed = places[index]!.id === selectedId ? 'true' : 'false';
    const element = drawn[index]!;
    if (element.getAttribute('aria-pressed') !== pressed) element.setAttribute('aria-pressed', pressed);
  }
}
