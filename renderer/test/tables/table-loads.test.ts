import { describe, expect, it } from 'vitest';
import { TableLoads, type TableLabel } from '../../src/tables/table-loads';
import { TablePlaces } from '../../src/tables/table-places';
import { table } from './fixtures';

const label: TableLabel = (place, busy) => `${place.title} ${busy ? 'busy' : 'free'}`;

/** Buttons as the map draws them, with a record of every attribute written on them. */
function drawnButtons(count: number) {
  const buttons = Array.from({ length: count }, () => document.createElement('div'));
  const written: string[] = [];
  buttons.forEach((button, index) => {
    const set = button.setAttribute.bind(button);
    button.setAttribute = (name, value) => {
      written.push(`${index}: ${name}=${value}`);
      set(name, value);
    };
  });
  return { buttons, written };
}

describe('TableLoads', () => {
  const places = new TablePlaces().of([table(1, false), table(2, false), table(3, false)]);

  it('names each table with its load', () => {
    const { buttons } = drawnButtons(3);
    new TableLoads().show(buttons, places, [true, false, true], label);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      '1 busy',
      '2 free',
      '3 busy',
    ]);
  });

  it('writes again only the names whose load changed', () => {
    const { buttons, written } = drawnButtons(3);
    const loads = new TableLoads();
    loads.show(buttons, places, [false, false, false], label);
    written.length = 0;
    loads.show(buttons, places, [false, true, false], label);
    expect(written).toEqual(['1: aria-label=2 busy']);
  });

  it('compares with what a button says when the tables are new, and writes only the difference', () => {
    const { buttons, written } = drawnButtons(3);
    new TableLoads().show(buttons, places, [false, true, false], label);
    written.length = 0;
    // Another map's loads (new places: a table moved) over the same buttons.
    const moved = new TablePlaces().of([table(1, false), { ...table(2, false), x: 500 }, table(3, false)]);
    new TableLoads().show(buttons, moved, [true, true, false], label);
    expect(written).toEqual(['0: aria-label=1 busy']);
  });

  it('writes a button that was missing once it is drawn', () => {
    const { buttons } = drawnButtons(3);
    const loads = new TableLoads();
    loads.show(buttons.slice(0, 2), places, [true, true, true], label);
    expect(buttons[2]!.getAttribute('aria-label')).toBeNull();
    loads.show(buttons, places, [true, true, true], label);
    expect(buttons[2]!.getAttribute('aria-label')).toBe('3 busy');
  });

  it('writes every name again when the words change (another language)', () => {
    const { buttons, written } = drawnButtons(2);
    const loads = new TableLoads();
    const two = places.slice(0, 2);
    loads.show(buttons, two, [true, false], label);
    written.length = 0;
    loads.show(buttons, two, [true, false], (place, busy) => `Стол ${place.title}${busy ? ', занят' : ''}`);
    expect(written).toEqual(['0: aria-label=Стол 1, занят', '1: aria-label=Стол 2']);
  });

  it('takes a missing load as free and stops at the shorter of buttons and places', () => {
    const { buttons } = drawnButtons(2);
    new TableLoads().show(buttons, places, [true], label);
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['1 busy', '2 free']);
  });
});
