import type { TablePlace } from './table-places';

/** The words that say a table's place and load, for its accessible name. */
export type TableLabel = (place: TablePlace, busy: boolean) => string;

/** How a drawn table shows its load: the map's CSS draws the busy look from it. */
export const LOAD_ATTRIBUTE = 'data-load';

/**
 * Writes each drawn table's load onto its group, where it changed: `data-load` (busy or free)
 * and the name that says it in words. `groups` are the tables' groups in the order of `places`
 * (the markup is written in that order), and `busy` is in that order too.
 *
 * Why not a prop of each table: a new moment changes the load of hundreds of tables at once, and
 * one reactive table each cost about 4 ms of script for 500 where this pass costs about 1 ms
 * (issue 17: a refresh's frame within 10 ms). Svelte still draws the tables and their places.
 */
export class TableLoads {
  #places: readonly TablePlace[] | undefined;
  #label: TableLabel | undefined;
  #busy: readonly boolean[] = [];

  show(
    groups: ArrayLike<Element>,
    places: readonly TablePlace[],
    busy: readonly boolean[],
    label: TableLabel,
  ): void {
    // The same tables in the same words as last time: only a table whose load moved has anything
    // to write, and it writes both. Otherwise each group is compared with what it shows.
    const sameTables = places === this.#places && label === this.#label;
    const count = Math.min(groups.length, places.length);
    for (let index = 0; index < count; index++) {
      const isBusy = busy[index] === true;
      if (sameTables && this.#busy[index] === isBusy) continue;
      const group = groups[index]!;
      const load = isBusy ? 'busy' : 'free';
      const words = label(places[index]!, isBusy);
      if (sameTables || group.getAttribute(LOAD_ATTRIBUTE) !== load) group.setAttribute(LOAD_ATTRIBUTE, load);
      if (sameTables || group.getAttribute('aria-label') !== words) group.setAttribute('aria-label', words);
    }
    // Remembered only when every table was written: a group missing now is compared next time.
    const complete = groups.length === places.length;
    this.#places = complete ? places : undefined;
    this.#label = label;
    this.#busy = busy;
  }
}
