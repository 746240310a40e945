import type { TablePlace } from './table-places';

/** The words that say a table's place and load, for its accessible name. */
export type TableLabel = (place: TablePlace, busy: boolean) => string;

/**
 * Writes each drawn table's load in words, its button's name, where it changed. `buttons` are the
 * tables' buttons in the order of `places` (the markup is written in that order), and `busy` is in
 * that order too. What the load looks like is the map's paths (table-shapes.ts).
 *
 * Why not a prop of each table: a new moment changes the load of hundreds of tables at once, and
 * one reactive table each cost several times the script of this one pass for 500 tables
 * (issue 17: a refresh's frame within 10 ms).
 */
export class TableLoads {
  #places: readonly TablePlace[] | undefined;
  #label: TableLabel | undefined;
  #busy: readonly boolean[] = [];

  show(
    buttons: ArrayLike<Element>,
    places: readonly TablePlace[],
    busy: readonly boolean[],
    label: TableLabel,
  ): void {
    // The same tables in the same words as last time: only a table whose load moved has anything
    // to write. Otherwise each button is compared with what it says.
    const sameTables = places === this.#places && label === this.#label;
    const count = Math.min(buttons.length, places.length);
    for (let index = 0; index < count; index++) {
      const isBusy = busy[index] === true;
      if (sameTables && this.#busy[index] === isBusy) continue;
      const button = buttons[index]!;
      const words = label(places[index]!, isBusy);
      if (sameTables || button.getAttribute('aria-label') !== words) button.setAttribute('aria-label', words);
    }
    // Remembered only when every table was written: a button missing now is compared next time.
    const complete = buttons.length === places.length;
    this.#places = complete ? places : undefined;
    this.#label = label;
    this.#busy = busy;
  }
}
