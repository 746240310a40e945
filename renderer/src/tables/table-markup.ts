import type { TablePlace } from './table-places';

/** A value from the platform written into markup: none of its characters reads as a tag or an entity. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One table as SVG markup: a button at its place, the top (a round table's corners are half its
 * size: an ellipse), its name, and the seats beside a mark. Read apart from the seats: the table's
 * name holds "<title> <seats>" as seen (label in name). Its load, its words and whether it is
 * selected are written onto the group afterwards (table-loads.ts, table-selection.ts); the map's
 * CSS draws them. Only the title is text; every other value is a number.
 */
export function tableMarkup(place: TablePlace): string {
  const { drawing: d } = place;
  return (
    `<g class="table" tabindex="0" role="button" aria-pressed="false">` +
    `<g transform="${escapeMarkup(d.transform)}">` +
    `<rect class="top" width="${place.width}" height="${place.height}" rx="${d.rx}" ry="${d.ry}"></rect>` +
    `<text x="${d.cx}" y="${d.titleY}" font-size="${d.titleSize}" class="title">${escapeMarkup(place.title)}</text> ` +
    `<circle class="mark" cx="${d.markX}" cy="${d.markY}" r="${d.markR}"></circle>` +
    `<text x="${d.seatsX}" y="${d.seatsY}" font-size="${d.seatsSize}" class="seats">${place.maxCapacity}</text>` +
    `</g></g>`
  );
}

/**
 * All the tables of a hall as one SVG text, which the browser parses in one go: on a page loaded
 * a moment ago, 500 tables built one by one took 65-90 ms to their first frame, parsed 35-45
 * (issue 27). Made anew only when the places are: TablePlaces keeps a hall's array while no table
 * moved, so a new moment's load leaves the text, and the tables drawn, as they are.
 */
export function tablesMarkup(places: readonly TablePlace[]): string {
  return places.map(tableMarkup).join('');
}
