import type { Hall } from '../../../common/contract/index';

export interface HallSize {
  width: number;
  height: number;
}

/**
 * The size the map draws a hall at, in the hall's units. The platform's own, unless it is not a
 * size (zero, negative): then as far as its tables reach, so that a hall sent without one still
 * shows every table rather than nothing.
 */
export function hallSize(hall: Pick<Hall, 'width' | 'height' | 'tables'>): HallSize {
  if (hall.width > 0 && hall.height > 0) return { width: hall.width, height: hall.height };
  let width = 1;
  let height = 1;
  for (const table of hall.tables) {
    width = Math.max(width, table.x + table.width);
    height = Math.max(height, table.y + table.height);
  }
  return { width, height };
}

/** A tap's smallest target, in CSS pixels: no table is drawn smaller on either side. */
const TOUCH_TARGET_PX = 44;

/**
 * The smallest scale (CSS pixels per hall unit) at which every table is a touch target on both
 * sides: the map draws no smaller and scrolls instead. 0 for a hall without tables.
 */
export function touchScale(tables: readonly Pick<Hall['tables'][number], 'width' | 'height'>[]): number {
  let side = Infinity;
  for (const table of tables)
    if (table.width > 0 && table.height > 0) side = Math.min(side, table.width, table.height);
  return Number.isFinite(side) ? TOUCH_TARGET_PX / side : 0;
}
