import type { Table } from '../../../common/contract/index';

/**
 * How a table is drawn at its place, worked out once per place (table-places.ts) rather than at
 * each drawing of the map: its top and its seats' mark as SVG path data in the hall's units
 * (table-shapes.ts joins them into the map's few paths), and the size of its words.
 */
export interface TableDrawing {
  /** The top's outline where the table stands, turned about its middle; empty without a size. */
  outline: string;
  /** The seats' mark: a small circle left of the middle, beside the seats' number. */
  mark: string;
  /** Round, ellipse or circle: its top an ellipse, and its focus ring round. */
  round: boolean;
  /** The title's size in the hall's units; the seats are 0.7 of it. */
  titleSize: number;
}

const ROUND_SHAPES: readonly string[] = ['round', 'ellipse', 'circle'];
const CORNER = 10;
const SEATS = 0.7;
/**
 * The mark from the table's middle, in the seats' size: left of the middle, where the seats'
 * number starts a little right of it (the map's CSS), and down by the seats' line, the second of
 * the two lines of words (the title's 1.1 and the seats' 0.77 of the title's size, centred).
 */
const MARK = { x: -0.45, y: 0.535 / SEATS, r: 0.3 };

type Table_ = Pick<Table, 'shape' | 'x' | 'y' | 'width' | 'height' | 'angle' | 'fontSize'>;

/** A length in path data: two decimals are a hundredth of a hall's unit, finer than any screen. */
function n(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A point of the table's box (from its corner) in the hall, turned with the table about its middle. */
function turning(table: Table_): (x: number, y: number) => string {
  const cx = table.width / 2;
  const cy = table.height / 2;
  const radians = (table.angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    return `${n(table.x + cx + dx * cos - dy * sin)} ${n(table.y + cy + dx * sin + dy * cos)}`;
  };
}

function outlineOf(table: Table_, round: boolean, at: (x: number, y: number) => string): string {
  const { width: w, height: h } = table;
  if (!(w > 0 && h > 0)) return '';
  const rx = round ? w / 2 : Math.min(CORNER, w / 2);
  const ry = round ? h / 2 : Math.min(CORNER, h / 2);
  const corner = (x: number, y: number) => `A${n(rx)} ${n(ry)} ${table.angle} 0 1 ${at(x, y)}`;
  return (
    `M${at(rx, 0)}L${at(w - rx, 0)}${corner(w, ry)}L${at(w, h - ry)}${corner(w - rx, h)}` +
    `L${at(rx, h)}${corner(0, h - ry)}L${at(0, ry)}${corner(rx, 0)}Z`
  );
}

function markOf(table: Table_, titleSize: number, at: (x: number, y: number) => string): string {
  const seats = titleSize * SEATS;
  const x = table.width / 2 + seats * MARK.x;
  const y = table.height / 2 + seats * MARK.y;
  const r = n(seats * MARK.r);
  const half = `A${r} ${r} 0 1 0 `;
  return `M${at(x - r, y)}${half}${at(x + r, y)}${half}${at(x - r, y)}Z`;
}

export function tableDrawing(table: Table_): TableDrawing {
  const round = ROUND_SHAPES.includes(table.shape);
  const titleSize = Math.max(table.fontSize || 16, Math.min(table.height, table.width) * 0.3);
  const at = turning(table);
  return { outline: outlineOf(table, round, at), mark: markOf(table, titleSize, at), round, titleSize };
}
