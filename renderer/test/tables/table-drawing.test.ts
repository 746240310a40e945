import { describe, expect, it } from 'vitest';
import { tableDrawing } from '../../src/tables/table-drawing';
import { hallSize } from '../../src/tables/hall-size';
import { showSelected } from '../../src/tables/table-selection';
import { hallShapes, pickedOutline } from '../../src/tables/table-shapes';
import { TablePlaces } from '../../src/tables/table-places';
import { table } from './fixtures';

/**
 * The points a path's data passes through, rounded, in the order written: each command's end,
 * the relative ones (lower case) from the last point, as the browser reads them.
 */
function points(path: string): string[] {
  const passed: string[] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([MmLlAaZz])([^MmLlAaZz]*)/g)) {
    const numbers = args!.trim().split(/[ ,]+/).filter(Boolean).map(Number);
    if (numbers.length < 2) continue;
    const [toX, toY] = numbers.slice(-2) as [number, number];
    const relative = command === command!.toLowerCase();
    x = relative ? x + toX : toX;
    y = relative ? y + toY : toY;
    passed.push(`${Math.round(x)} ${Math.round(y)}`);
  }
  return passed;
}

describe('tableDrawing', () => {
  const upright = { ...table(1, false), x: 30, y: 40, width: 100, height: 80, angle: 0 };

  it('outlines a table where it stands, with corners of 10', () => {
    const { outline } = tableDrawing(upright);
    // From the table's corner, to the top edge's start.
    expect(points(outline)).toEqual([
      '30 40',
      '40 40',
      '120 40',
      '130 50',
      '130 110',
      '120 120',
      '40 120',
      '30 110',
      '30 50',
      '40 40',
    ]);
    expect(outline).toContain('a10 10 0 0 1 ');
  });

  it('outlines a round, an ellipse and a circle table as an ellipse of its size, any other shape with corners', () => {
    for (const shape of ['round', 'ellipse', 'circle']) {
      const drawing = tableDrawing({ ...upright, shape });
      expect(drawing.round).toBe(true);
      expect(drawing.outline).toContain('a50 40 0 0 1 ');
      expect(points(drawing.outline)).toContain('80 40');
    }
    for (const shape of ['rect', 'square', '']) expect(tableDrawing({ ...upright, shape }).round).toBe(false);
  });

  it('turns the outline about the middle by the angle', () => {
    const turned = tableDrawing({ ...upright, angle: 90 });
    // The top edge of a 100×80 box turned by 90° about its middle (80, 80) stands upright on the right.
    expect(points(turned.outline).slice(1, 3)).toEqual(['120 40', '120 120']);
    expect(turned.outline).toContain('a10 10 90 0 1 ');
  });

  it('keeps small corners inside a small table and draws nothing for a table without a size', () => {
    expect(tableDrawing({ ...upright, width: 12, height: 8 }).outline).toContain('a6 4 0 0 1 ');
    expect(tableDrawing({ ...upright, width: 0 }).outline).toBe('');
    expect(tableDrawing({ ...upright, height: -5 }).outline).toBe('');
  });

  it("sizes the title by the table's font, or larger on a large table", () => {
    expect(tableDrawing({ ...upright, width: 40, height: 40, fontSize: 16 }).titleSize).toBe(16);
    expect(tableDrawing({ ...upright, width: 120, height: 100, fontSize: 16 }).titleSize).toBe(30);
    expect(tableDrawing({ ...upright, width: 40, height: 40, fontSize: 0 }).titleSize).toBe(16);
  });

  it("puts the seats' mark left of the middle, on the seats' line, turned with the table", () => {
    // Title 24 (0.3 of 80), seats 16.8: the mark's middle 7.56 left of the table's middle (80, 80)
    // and 12.84 below it, its radius 5.04.
    const mark = tableDrawing(upright).mark;
    expect(points(mark)).toEqual(['30 40', '67 93', '77 93', '67 93']);
    expect(mark).toContain('a5.04 5.04 0 1 0 ');
    const turned = tableDrawing({ ...upright, angle: 180 }).mark;
    // Its middle turned about the table's; a circle is drawn from its left edge either way.
    expect(points(turned)).toEqual(['30 40', '83 67', '93 67', '83 67']);
  });

  it('draws tables of one size, shape and angle alike, each at its own place', () => {
    const one = tableDrawing(upright);
    const other = tableDrawing({ ...upright, x: 500, y: -20 });
    expect(points(other.outline)[1]).toBe('510 -20');
    expect(other.outline.slice(other.outline.indexOf('m'))).toBe(one.outline.slice(one.outline.indexOf('m')));
  });
});

describe('hallShapes', () => {
  const places = new TablePlaces().of([table(1, false), table(2, true), table(3, false)]);

  it('joins the free tables and the busy ones each into a path of tops and one of marks', () => {
    const [one, two, three] = places.map((place) => place.drawing);
    const shapes = hallShapes(places, [false, true]);
    expect(shapes.freeTops).toBe(one!.outline + three!.outline);
    expect(shapes.busyTops).toBe(two!.outline);
    expect(shapes.freeMarks).toBe(one!.mark + three!.mark);
    expect(shapes.busyMarks).toBe(two!.mark);
  });

  it('outlines the picked table, every table of its id, and none when none is picked', () => {
    const repeated = new TablePlaces().of([table(1, false), table(2, false), { ...table(2, false), x: 400 }]);
    expect(pickedOutline(repeated, 2)).toBe(repeated[1]!.drawing.outline + repeated[2]!.drawing.outline);
    expect(pickedOutline(repeated, undefined)).toBe('');
  });
});

describe('hallSize', () => {
  it("is the hall's own size, or as far as its tables reach when the platform sends none", () => {
    const tables = [
      { ...table(1, false), x: 10, y: 20, width: 100, height: 80 },
      { ...table(2, false), x: 300, y: 0, width: 50, height: 50 },
    ];
    expect(hallSize({ width: 1000, height: 600, tables })).toEqual({ width: 1000, height: 600 });
    expect(hallSize({ width: 0, height: 600, tables })).toEqual({ width: 350, height: 100 });
    expect(hallSize({ width: -5, height: -5, tables: [] })).toEqual({ width: 1, height: 1 });
  });
});

describe('showSelected', () => {
  const places = new TablePlaces().of([
    table(1, false),
    table(2, false),
    { ...table(2, false), title: '2b' },
  ]);

  function buttons() {
    const made = places.map(() => document.createElement('div'));
    for (const button of made) button.setAttribute('aria-pressed', 'false');
    return made;
  }

  it('presses the tables of the selected id, and only writes a button whose mark changes', () => {
    const drawn = buttons();
    showSelected(drawn, places, 2);
    expect(drawn.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'true']);
    const written: number[] = [];
    drawn.forEach((button, index) => {
      const set = button.setAttribute.bind(button);
      button.setAttribute = (name, value) => {
        written.push(index);
        set(name, value);
      };
    });
    showSelected(drawn, places, 1);
    expect(drawn.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(written).toEqual([0, 1, 2]);
    written.length = 0;
    showSelected(drawn, places, 1);
    expect(written).toEqual([]);
  });
});
