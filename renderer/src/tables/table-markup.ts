import type { HallSize } from './hall-size';
import type { TablePlace } from './table-places';

/** A value from the platform written into markup: none of its characters reads as a tag or an entity. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A rectangular table's corners, in the hall's units. */
const CORNER = 10;

/** A length of the hall as a share of the whole, in percent. */
function share(length: number, whole: number): number {
  return (length / whole) * 100;
}

/**
 * One table as markup: a button at its place as a share of the hall (the map scales with its
 * box), turned about its middle, with its title and its seats, its words in the hall's units (the
 * floor's font size is one of them: TableMap.svelte). Its load, its words and whether it
 * is selected are written onto it afterwards (table-loads.ts, table-selection.ts); the map's CSS
 * draws them, the seats' mark too. The name holds "<title> <seats>" as seen (label in name). Only
 * the title is text; every other value is a number.
 */
export function tableMarkup(place: TablePlace, hall: HallSize): string {
  const { drawing } = place;
  const turned = place.angle ? `;rotate:${place.angle}deg` : '';
  const corners = drawing.round
    ? ''
    : `;border-radius:${share(CORNER, place.width)}% / ${share(CORNER, place.height)}%`;
  return (
    `<div class="table${drawing.round ? ' round' : ''}" tabindex="0" role="button" aria-pressed="false" ` +
    `style="left:${share(place.x, hall.width)}%;top:${share(place.y, hall.height)}%;` +
    `width:${share(place.width, hall.width)}%;height:${share(place.height, hall.height)}%;` +
    `font-size:${drawing.titleSize}em${corners}${turned}">` +
    `${escapeMarkup(place.title)} <span class="seats">${place.maxCapacity}</span></div>`
  );
}

/**
 * All the tables of a hall as one text of HTML, which the browser parses in one go: on a page
 * loaded a moment ago, 500 tables built one by one took 65-90 ms to their first frame; as one SVG
 * text 40-55, of which the parse of its 3 000 SVG elements 20-26 (an SVG text element is a heavy
 * object); as HTML the parse takes a fifth of that (issue 27). Made anew only when the places or
 * the hall's size are: TablePlaces keeps a hall's array while no table moved, so a new moment's
 * load leaves the text, and the tables drawn, as they are.
 */
export function tablesMarkup(places: readonly TablePlace[], hall: HallSize): string {
  let markup = '';
  for (const place of places) markup += tableMarkup(place, hall);
  return markup;
}
