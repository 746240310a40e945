import type { TablePlace } from './table-places';

/**
 * Marks the selected table's button pressed (`aria-pressed`) and every other not, writing only a
 * button whose mark changes; the map draws the picked table's outline from the same id
 * (table-shapes.ts). In one pass for the map, as the load (table-loads.ts): a prop of each table
 * woke all 500 when one was picked. `buttons` are in the order of `places`; with repeated ids
 * every table of the id is marked.
 */
export function showSelected(
  buttons: ArrayLike<Element>,
  places: readonly TablePlace[],
  selectedId: number | undefined,
): void {
  const count = Math.min(buttons.length, places.length);
  for (let index = 0; index < count; index++) {
    const pressed = places[index]!.id === selectedId ? 'true' : 'false';
    const button = buttons[index]!;
    if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
  }
}
