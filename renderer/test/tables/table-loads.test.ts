import { describe, expect, it } from 'vitest';
import { TableLoads, type TableLabel } from '../../src/tables/table-loads';
import { TablePlaces } from '../../src/tables/table-places';
import { table } from './fixtures';

const label: TableLabel = (place, busy) => `${place.title} ${busy ? 'busy' : 'free'}`;

/** Groups as the map draws them, with a record of every attribute written on them. */
function drawnGroups(count: number) {
  const groups = Array.from({ length: count }, () =>
    document.createElementNS('http://www.w3.org/2000/svg', 'g'),
  );
  const written: string[] = [];
  groups.forEach((group, index) => {
    const set = group.setAttribute.bind(group);
    group.setAttribute = (name, value) => {
      written.push(`${index}: ${name}=${value}`);
      set(name, value);
    };
  });
  return { groups, written };
}

describe('TableLoads', () => {
  const places = new TablePlaces().of([table(1, false), table(2, false), table(3, false)]);

  it('writes each table its load and its name', () => {
    const { groups } = drawnGroups(3);
    new TableLoads().show(groups, places, [true, false, true], label);
    expect(groups.map((group) => group.getAttribute('data-load'))).toEqual(['busy', 'free', 'busy']);
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 busy', '2 free', '3 busy']);
  });

  it('writes again only what changed', () => {
    const { groups, written } = drawnGroups(3);
    const loads = new TableLoads();
    loads.show(groups, places, [false, false, false], label);
    written.length = 0;
    loads.show(groups, places, [false, true, false], label);
    expect(written).toEqual(['1: data-load=busy', '1: aria-label=2 busy']);
  });

  it('compares with what a group shows when the tables are new, and writes only the difference', () => {
    const { groups, written } = drawnGroups(3);
    new TableLoads().show(groups, places, [false, true, false], label);
    written.length = 0;
    // Another map's loads (new places: a table moved) over the same groups.
    const moved = new TablePlaces().of([table(1, false), { ...table(2, false), x: 500 }, table(3, false)]);
    new TableLoads().show(groups, moved, [true, true, false], label);
    expect(written).toEqual(['0: data-load=busy', '0: aria-label=1 busy']);
  });

  it('writes a group that was missing once it is drawn', () => {
    const { groups } = drawnGroups(3);
    const loads = new TableLoads();
    loads.show(groups.slice(0, 2), places, [true, true, true], label);
    loads.show(groups, places, [true, true, true], label);
    expect(groups[2]!.getAttribute('data-load')).toBe('busy');
  });

  it('writes every name again when the words change (another language), and no load', () => {
    const { groups, written } = drawnGroups(2);
    const loads = new TableLoads();
    const two = places.slice(0, 2);
    loads.show(groups, two, [true, false], label);
    written.length = 0;
    loads.show(groups, two, [true, false], (place, busy) => `Стол ${place.title}${busy ? ', занят' : ''}`);
    expect(written).toEqual(['0: aria-label=Стол 1, занят', '1: aria-label=Стол 2']);
  });

  it('takes a missing load as free and stops at the shorter of groups and places', () => {
    const { groups } = drawnGroups(2);
    new TableLoads().show(groups, places, [true], label);
    expect(groups.map((group) => group.getAttribute('data-load'))).toEqual(['busy', 'free']);
  });
});
