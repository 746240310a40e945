import type { TablePlace } from './table-places';

/** A value from the platform written into markup: none of its characters reads as a tag or an entity. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One table's words over its shape: the button a tap or a key reaches, the size of the table and
 * turned as it is, with its title and its seats (beside the seats' mark the map draws). Its
 * lengths are in its title's size (em), which is in the hall's units (the floor's font size is
 * one). Its name, which says its load, and whether it is pressed are written onto it afterwards.
 * The name holds "<title> <seats>" as seen (label in name). Only the title is text; every other
 * value is a number.
 */
export function tableWords(place: TablePlace): string {
  const { drawing: d } = place;
  const em = (length: number) => length / d.titleSize;
  const turned = place.angle ? `;rotate:${place.angle}deg` : '';
  return (
    `<div class="table${d.round ? ' round' : ''}" tabindex="0" role="button" aria-pressed="false" ` +
    `style="margin:${em(place.y)}em 0 0 ${em(place.x)}em;width:${em(place.width)}em;` +
    `height:${em(place.height)}em;font-size:${d.titleSize}em${turned}">` +
    `${escapeMarkup(place.title)} <span class="seats">${place.maxCapacity}</span></div>`
  );
}

/**
 * The words of all the tables of a hall as one text of HTML, which the browser parses in one go:
 * built one by one, 500 tables missed the map's aim for its first frame on a page loaded a moment
 * ago (issue 27). Their shapes are the map's few paths (table-shapes.ts). Made anew only when the
 * places are: TablePlaces keeps a hall's array while no table moved, so a new moment's load
 * leaves the text, and the words drawn, as they are.
 */
export function tablesMarkup(places: readonly TablePlace[]): string {
  let markup = '';
  for (const place of places) markup += tableWords(place);
  return markup;
}
