/** A printed line: its text (at most the paper's columns) and whether it stands out (bold). */
export interface PrintLine {
  text: string;
  bold?: boolean;
}

/** Columns of font A on each paper width. */
export const COLUMNS = { 58: 32, 80: 48 } as const satisfies Record<number, number>;

/** What a printout is before encoding: its lines at a number of columns. */
export interface Printout {
  columns: number;
  lines: PrintLine[];
}
