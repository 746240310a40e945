import type { Table } from '../../../common/contract/index';
import { withUniqueKeys } from '../components/unique-keys';
import { tableDrawing, type TableDrawing } from './table-drawing';

/** What the map draws of a table apart from its load: a new moment moves the load, not these. */
const PLACE_FIELDS = [
  'id',
  'title',
  'shape',
  'x',
  'y',
  'width',
  'height',
  'angle',
  'fontSize',
  'maxCapacity',
] as const satisfies readonly (keyof Table)[];

/**
 * A table where it stands, with a key unique in its hall (the platform's ids may repeat) and
 * how it is drawn there.
 */
export type TablePlace = Pick<Table, (typeof PLACE_FIELDS)[number]> & { key: string; drawing: TableDrawing };

// Loops, not every() with a closure: each refresh compares 10 fields of each of 500 tables.
function samePlace(place: TablePlace, table: Table): boolean {
  for (const field of PLACE_FIELDS) if (!Object.is(place[field], table[field])) return false;
  return true;
}

function samePlaces(places: readonly TablePlace[], tables: readonly Table[]): boolean {
  if (places.length !== tables.length) return false;
  for (let index = 0; index < tables.length; index++)
    if (!samePlace(places[index]!, tables[index]!)) return false;
  return true;
}

/**
 * The places of a hall's tables, remembered from one answer to the next: a table that did not
 * move keeps its place object, and a hall where none moved keeps its array, so a refresh that
 * only changes the load leaves the map's tables as they are (the load is written by
 * table-loads.ts). The places are in the order of the tables given.
 */
export class TablePlaces {
  #last: TablePlace[] = [];
  #byKey = new Map<string, TablePlace>();

  of(tables: readonly Table[]): TablePlace[] {
    if (samePlaces(this.#last, tables)) return this.#last;
    const keyed = withUniqueKeys(tables, (table) => table.id);
    const places = keyed.map(({ item: table, key }): TablePlace => {
      const known = this.#byKey.get(key);
      return known && samePlace(known, table) ? known : placeOf(table, key);
    });
    this.#last = places;
    this.#byKey = new Map(places.map((place) => [place.key, place]));
    return places;
  }
}

// Field by field rather than from PLACE_FIELDS: building 500 places through Object.fromEntries
// cost the map's first opening about a millisecond (issue 27); the type keeps the two lists alike.
function placeOf(table: Table, key: string): TablePlace {
  const fields: Pick<Table, (typeof PLACE_FIELDS)[number]> = {
    id: table.id,
    title: table.title,
    shape: table.shape,
    x: table.x,
    y: table.y,
    width: table.width,
    height: table.height,
    angle: table.angle,
    fontSize: table.fontSize,
    maxCapacity: table.maxCapacity,
  };
  return { key, ...fields, drawing: tableDrawing(fields) };
}
