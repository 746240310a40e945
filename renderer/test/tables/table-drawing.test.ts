import { describe, expect, it } from 'vitest';
import { tableDrawing } from '../../src/tables/table-drawing';
import { showSelected } from '../../src/tables/table-selection';
import { TablePlaces } from '../../src/tables/table-places';
import { table } from './fixtures';

describe('tableDrawing', () => {
  it('draws a round table as a rectangle with corners of half its size (an ellipse), another with corners of 10', () => {
    const round = tableDrawing({ ...table(1, false), shape: 'round', width: 120, height: 100 });
    expect([round.rx, round.ry]).toEqual([60, 50]);
    expect([tableDrawing(table(1, false)).rx, tableDrawing(table(1, false)).ry]).toEqual([10, 10]);
  });

  it('moves the table to its place and turns it about its middle', () => {
    expect(tableDrawing({ ...table(2, false), x: 30, y: 40 }).transform).toBe(
      'translate(30 40) rotate(45 50 40)',
    );
  });
});

describe('showSelected', () => {
  const places = new TablePlaces().of([
    table(1, false),
    table(2, false),
    { ...table(2, false), title: '2b' },
  ]);

  function groups() {
    const made = places.map(() => document.createElementNS('http://www.w3.org/2000/svg', 'g'));
    for (const group of made) group.setAttribute('aria-pressed', 'false');
    return made;
  }

  it('presses the tables of the selected id, and only writes a group whose mark changes', () => {
    const drawn = groups();
    showSelected(drawn, places, 2);
    expect(drawn.map((group) => group.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'true']);
    const written: number[] = [];
    drawn.forEach((group, index) => {
      const set = group.setAttribute.bind(group);
      group.setAttribute = (name, value) => {
        written.push(index);
        set(name, value);
      };
    });
    showSelected(drawn, places, 1);
    expect(drawn.map((group) => group.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(written).toEqual([0, 1, 2]);
    written.length = 0;
    showSelected(drawn, places, 1);
    expect(written).toEqual([]);
  });
});
