import { describe, expect, it } from 'vitest';
import { TableLoads, type TableLabel } from '../../src/tables/table-loads';
import { TablePlaces } from '../../src/tables/table-places';
import { table } from './fixtures';

const label: TableLabel = (place, busy) => `${place.title} ${busy ? 'busy' : 'free'}`;

/** Groups as the map draws them, with a record of every attribute written on them. */
function drawnTables(count: number) {
  const drawn = Array.from({ length: count }, () => document.createElement('div'));
  const written: string[] = [];
  drawn.forEach((element, index) => {
    const set = element.setAttribute.bind(element);
    element.setAttribute = (name, value) => {
      written.push(`${index}: ${name}=${value}`);
      set(name, value);
    };
  });
  return { drawn, written };
}

describe('TableLoads', () => {
  const places = new TablePlaces().of([table(1, false), table(2, false), table(3, false)]);

  it('writes each table its load and its name', () => {
    const { drawn } = drawnTables(3);
    new TableLoads().show(drawn, places, [true, false, true], label);
    expect(drawn.map((element) => element.getAttribute('data-load'))).toEqual(['busy', 'free', 'busy']);
    expect(drawn.map((element) => element.getAttribute('aria-label'))).toEqual([
      '1 busy',
      '2 free',
      '3 busy',
    ]);
  });

  it('writes again only what changed', () => {
    const { drawn, written } = drawnTables(3);
    const loads = new TableLoads();
    loads.show(drawn, places, [false, false, false], label);
    written.length = 0;
    loads.show(drawn, places, [false, true, false], label);
    expect(written).toEqual(['1: data-load=busy', '1: aria-label=2 busy']);
  });

  it('compares with what an element shows when the tables are new, and writes only the difference', () => {
    const { drawn, written } = drawnTables(3);
    new TableLoads().show(drawn, places, [false, true, false], label);
    written.length = 0;
    // Another map's loads (new places: a table moved) over the same elements.
    const moved = new TablePlaces().of([table(1, false), { ...table(2, false), x: 500 }, table(3, false)]);
    new TableLoads().show(drawn, moved, [true, true, false], label);
    expect(written).toEqual(['0: data-load=busy', '0: aria-label=1 busy']);
  });

  it('writes a table that was not drawn once it is', () => {
    const { drawn } = drawnTables(3);
    const loads = new TableLoads();
    loads.show(drawn.slice(0, 2), places, [true, true, true], label);
    loads.show(drawn, places, [true, true, true], label);
    expect(drawn[2]!.getAttribute('data-load')).toBe('busy');
  });

  it('writes every name again when the words change (another language), and no load', () => {
    const { drawn, written } = drawnTables(2);
    const loads = new TableLoads();
    const two = places.slice(0, 2);
    loads.show(drawn, two, [true, false], label);
    written.length = 0;
    loads.show(drawn, two, [true, false], (place, busy) => `Стол ${place.title}${busy ? ', занят' : ''}`);
    expect(written).toEqual(['0: aria-label=Стол 1, занят', '1: aria-label=Стол 2']);
  });

  it('takes a missing load as free and stops at the shorter of the drawn tables and the places', () => {
    const { drawn } = drawnTables(2);
    new TableLoads().show(drawn, places, [true], label);
    expect(drawn.map((element) => element.getAttribute('data-load'))).toEqual(['busy', 'free']);
  });
});
