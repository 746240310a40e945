import { describe, expect, it } from 'vitest';
import { tableDrawing } from '../../src/tables/table-drawing';
import { hallSize } from '../../src/tables/hall-size';
import { showSelected } from '../../src/tables/table-selection';
import { TablePlaces } from '../../src/tables/table-places';
import { table } from './fixtures';

describe('tableDrawing', () => {
  it('draws a round, an ellipse and a circle table round, any other shape with corners', () => {
    const drawnRound = (shape: string) => tableDrawing({ ...table(1, false), shape }).round;
    expect(['round', 'ellipse', 'circle'].map(drawnRound)).toEqual([true, true, true]);
    expect(['rect', 'square', ''].map(drawnRound)).toEqual([false, false, false]);
  });

  it("sizes the title by the table's font, or larger on a large table", () => {
    expect(tableDrawing({ ...table(1, false), width: 40, height: 40, fontSize: 16 }).titleSize).toBe(16);
    expect(tableDrawing({ ...table(1, false), width: 120, height: 100, fontSize: 16 }).titleSize).toBe(30);
    expect(tableDrawing({ ...table(1, false), width: 40, height: 40, fontSize: 0 }).titleSize).toBe(16);
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

  function drawnTables() {
    const made = places.map(() => document.createElement('div'));
    for (const element of made) element.setAttribute('aria-pressed', 'false');
    return made;
  }

  it('presses the tables of the selected id, and only writes an element whose mark changes', () => {
    const drawn = drawnTables();
    showSelected(drawn, places, 2);
    expect(drawn.map((element) => element.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'true']);
    const written: number[] = [];
    drawn.forEach((element, index) => {
      const set = element.setAttribute.bind(element);
      element.setAttribute = (name, value) => {
        written.push(index);
        set(name, value);
      };
    });
    showSelected(drawn, places, 1);
    expect(drawn.map((element) => element.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(written).toEqual([0, 1, 2]);
    written.length = 0;
    showSelected(drawn, places, 1);
    expect(written).toEqual([]);
  });
});
