import type { TablePlace } from './table-places';

/** The tables' shapes as the map draws them: one path of SVG for each look. */
export interface HallShapes {
  freeTops: string;
  busyTops: string;
  freeMarks: string;
  busyMarks: string;
}

/**
 * The hall's tables joined into four paths: the free tops and the busy ones, the hollow marks and
 * the filled ones (`busy` in the order of `places`). Why paths and not a shape per table: 500 SVG
 * elements are slow to parse when the map is drawn the first time (an SVG element is a heavy
 * object; issue 27), four paths nothing, and a new load is four attributes written.
 */
export function hallShapes(places: readonly TablePlace[], busy: readonly boolean[]): HallShapes {
  const shapes: HallShapes = { freeTops: '', busyTops: '', freeMarks: '', busyMarks: '' };
  for (let index = 0; index < places.length; index++) {
    const { drawing } = places[index]!;
    if (busy[index] === true) {
      shapes.busyTops += drawing.outline;
      shapes.busyMarks += drawing.mark;
    } else {
      shapes.freeTops += drawing.outline;
      shapes.freeMarks += drawing.mark;
    }
  }
  return shapes;
}

/** The outline of the picked table, drawn over the others (every table of the id, as ids may repeat). */
export function pickedOutline(places: readonly TablePlace[], selectedId: number | undefined): string {
  let outline = '';
  for (const place of places) if (place.id === selectedId) outline += place.drawing.outline;
  return outline;
}
