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

type TableFields = Pick<Table, 'shape' | 'x' | 'y' | 'width' | 'height' | 'angle' | 'fontSize'>;

const ROUND_SHAPES: readonly string[] = ['round', 'ellipse', 'circle'];
const CORNER = 10;
const SEATS = 0.7;
/**
 * The mark from the table's middle, in the seats' size: left of the middle, where the seats'
 * number starts a little right of it (the map's CSS), and down by the seats' line, the second of
 * the two lines of words (the title's 1.1 and the seats' 0.77 of the title's size, centred).
 */
const MARK = { x: -0.45, y: 0.535 / SEATS, r: 0.3 };

/** A length in path data: two decimals are a hundredth of a hall's unit, finer than any screen. */
function n(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The outline and the mark from the table's corner, in relative path data. */
interface Shape {
  outline: string;
  mark: string;
}

/** A point of the table's box (from its corner), turned with the table about its middle. */
function turning(table: TableFields): (x: number, y: number) => [number, number] {
  const cx = table.width / 2;
  const cy = table.height / 2;
  const radians = (table.angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return (x, y) => [n(cx + (x - cx) * cos - (y - cy) * sin), n(cy + (x - cx) * sin + (y - cy) * cos)];
}

/** Path data's steps, each from the last point: to a point of the table's box, turned. */
function stepping(turn: (x: number, y: number) => [number, number]): (x: number, y: number) => string {
  let lastX = 0;
  let lastY = 0;
  return (x, y) => {
    const [toX, toY] = turn(x, y);
    const step = `${n(toX - lastX)} ${n(toY - lastY)}`;
    lastX = toX;
    lastY = toY;
    return step;
  };
}

function shapeOf(table: TableFields, round: boolean, titleSize: number): Shape {
  const { width: w, height: h } = table;
  const turn = turning(table);
  let outline = '';
  if (w > 0 && h > 0) {
    const rx = round ? w / 2 : Math.min(CORNER, w / 2);
    const ry = round ? h / 2 : Math.min(CORNER, h / 2);
    const step = stepping(turn);
    const corner = (x: number, y: number) => `a${n(rx)} ${n(ry)} ${table.angle} 0 1 ${step(x, y)}`;
    outline =
      `m${step(rx, 0)}l${step(w - rx, 0)}${corner(w, ry)}l${step(w, h - ry)}${corner(w - rx, h)}` +
      `l${step(rx, h)}${corner(0, h - ry)}l${step(0, ry)}${corner(rx, 0)}z`;
  }
  const seats = titleSize * SEATS;
  const r = n(seats * MARK.r);
  const [x, y] = turn(w / 2 + seats * MARK.x, h / 2 + seats * MARK.y);
  const mark = `m${n(x - r)} ${y}a${r} ${r} 0 1 0 ${n(2 * r)} 0a${r} ${r} 0 1 0 ${n(-2 * r)} 0z`;
  return { outline, mark };
}

/**
 * The shapes worked out, by size, shape and angle: a hall's tables are mostly of a few kinds, and
 * writing 500 outlines' numbers one by one showed in the map's first opening (issue 27). Cleared
 * when it grows past any hall's count of kinds.
 */
const shapes = new Map<string, Shape>();
const SHAPES_KEPT = 2000;

export function tableDrawing(table: TableFields): TableDrawing {
  const round = ROUND_SHAPES.includes(table.shape);
  const titleSize = Math.max(table.fontSize || 16, Math.min(table.height, table.width) * 0.3);
  const kind = `${round}|${table.width}|${table.height}|${table.angle}|${titleSize}`;
  let shape = shapes.get(kind);
  if (!shape) {
    if (shapes.size >= SHAPES_KEPT) shapes.clear();
    shape = shapeOf(table, round, titleSize);
    shapes.set(kind, shape);
  }
  const corner = `M${table.x} ${table.y}`;
  return { outline: shape.outline && corner + shape.outline, mark: corner + shape.mark, round, titleSize };
}
