import { describe, expect, it } from 'vitest';
import { showLoads, type TableLabel } from '../../src/tables/table-loads';
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

describe('showLoads', () => {
  const places = new TablePlaces().of([table(1, false), table(2, false), table(3, false)]);

  it('writes each table its load and its name', () => {
    const { groups } = drawnGroups(3);
    showLoads(groups, places, [true, false, true], label);
    expect(groups.map((group) => group.getAttribute('data-load'))).toEqual(['busy', 'free', 'busy']);
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 busy', '2 free', '3 busy']);
  });

  it('writes again only what changed', () => {
    const { groups, written } = drawnGroups(3);
    showLoads(groups, places, [false, false, false], label);
    written.length = 0;
    showLoads(groups, places, [false, true, false], label);
    expect(written).toEqual(['1: data-load=busy', '1: aria-label=2 busy']);
  });

  it('writes every name again when the words change (another language), and no load', () => {
    const { groups, written } = drawnGroups(2);
    showLoads(groups, places.slice(0, 2), [true, false], label);
    written.length = 0;
    showLoads(
      groups,
      places.slice(0, 2),
      [true, false],
      (place, busy) => `Стол ${place.title}${busy ? ', занят' : ''}`,
    );
    expect(written).toEqual(['0: aria-label=Стол 1, занят', '1: aria-label=Стол 2']);
  });

  it('takes a missing load as free and stops at the shorter of groups and places', () => {
    const { groups } = drawnGroups(2);
    showLoads(groups, places, [true], label);
    expect(groups.map((group) => group.getAttribute('data-load'))).toEqual(['busy', 'free']);
  });
});
