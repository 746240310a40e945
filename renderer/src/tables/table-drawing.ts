import type { Table } from '../../../common/contract/index';

/**
 * How a table is drawn apart from where it stands, worked out once per place (table-places.ts)
 * rather than at each drawing of the map.
 */
export interface TableDrawing {
  /** Round, ellipse or circle: drawn with corners of half its size (an ellipse). */
  round: boolean;
  /** The title's size in the hall's units; the seats are drawn smaller (the map's CSS). */
  titleSize: number;
}

const ROUND_SHAPES: readonly string[] = ['round', 'ellipse', 'circle'];

export function tableDrawing(table: Pick<Table, 'shape' | 'width' | 'height' | 'fontSize'>): TableDrawing {
  return {
    round: ROUND_SHAPES.includes(table.shape),
    titleSize: Math.max(table.fontSize || 16, Math.min(table.height, table.width) * 0.3),
  };
}
