import type { Table } from '../../../common/contract/index';

/**
 * Where a table's parts are drawn in its own box (the box is moved and turned to its place by
 * `transform`), worked out once per place (table-places.ts) rather than by each drawn table: 500
 * tables drawn with six reactive figures each cost the map's first paint its script.
 */
export interface TableDrawing {
  transform: string;
  /** The top's corner radii: half its size for a round table (an ellipse), 10 for another. */
  rx: number;
  ry: number;
  cx: number;
  titleY: number;
  titleSize: number;
  markX: number;
  markY: number;
  markR: number;
  seatsX: number;
  seatsY: number;
  seatsSize: number;
}

const ROUND_SHAPES: readonly string[] = ['round', 'ellipse', 'circle'];
const CORNER = 10;

export function tableDrawing(
  table: Pick<Table, 'shape' | 'x' | 'y' | 'width' | 'height' | 'angle' | 'fontSize'>,
): TableDrawing {
  const cx = table.width / 2;
  const cy = table.height / 2;
  const round = ROUND_SHAPES.includes(table.shape);
  const titleSize = Math.max(table.fontSize || 16, Math.min(table.height, table.width) * 0.3);
  const seatsSize = titleSize * 0.7;
  const seatsY = cy + titleSize * 0.95;
  return {
    transform: `translate(${table.x} ${table.y}) rotate(${table.angle} ${cx} ${cy})`,
    rx: round ? cx : CORNER,
    ry: round ? cy : CORNER,
    cx,
    titleY: cy - titleSize * 0.2,
    titleSize,
    markX: cx - seatsSize * 0.45,
    markY: seatsY - seatsSize * 0.36,
    markR: seatsSize * 0.3,
    seatsX: cx + seatsSize * 0.14,
    seatsY,
    seatsSize,
  };
}
