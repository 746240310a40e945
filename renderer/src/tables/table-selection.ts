import type { TablePlace } from './table-places';

/**
 * Marks the selected table's group pressed (`aria-pressed`, which the map's CSS draws from) and
 * every other not, writing only a group whose mark changes. In one pass for the map, as the load
 * (table-loads.ts): a prop of each table woke all 500 when one was picked. `groups` are in the
 * order of `places`; with repeated ids every table of the id is marked, as the keyed map did.
 */
export function showSelected(
  groups: ArrayLike<Element>,
  places: readonly TablePlace[],
  selectedId: number | undefined,
): void {
  const count = Math.min(groups.length, places.length);
  for (let index = 0; index < count; index++) {
    const pressed = places[index]!.id === selectedId ? 'true' : 'false';
    const group = groups[index]!;
    if (group.getAttribute('aria-pressed') !== pressed) group.setAttribute('aria-pressed', pressed);
  }
}
