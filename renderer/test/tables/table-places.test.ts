import { describe, expect, it } from 'vitest';
import { TablePlaces } from '../../src/tables/table-places';
import { table } from './fixtures';

describe('TablePlaces', () => {
  it('gives the same array back when an answer only moved the load', () => {
    const remembered = new TablePlaces();
    const before = remembered.of([table(1, false), table(2, false)]);
    const after = remembered.of([table(1, true), table(2, true)]);
    expect(after).toBe(before);
  });

  it('makes a new place for a table that moved and keeps the others', () => {
    const remembered = new TablePlaces();
    const [one, two] = remembered.of([table(1, false), table(2, false)]);
    const [oneAfter, twoAfter] = remembered.of([table(1, true), { ...table(2, false), x: 500 }]);
    expect(oneAfter).toBe(one);
    expect(twoAfter).not.toBe(two);
    expect(twoAfter!.x).toBe(500);
  });

  it('keeps a place by its key when tables come in another order or one is added', () => {
    const remembered = new TablePlaces();
    const [one, two] = remembered.of([table(1, false), table(2, false)]);
    const after = remembered.of([table(3, false), table(2, true), table(1, false)]);
    expect(after.map((place) => place.key)).toEqual(['3', '2', '1']);
    expect(after[1]).toBe(two);
    expect(after[2]).toBe(one);
  });

  it('keys repeated ids apart and carries no load, so a kept place cannot show an old one', () => {
    const places = new TablePlaces().of([table(1, true), { ...table(1, false), title: '1b' }]);
    expect(places.map((place) => place.key)).toEqual(['1', '1#2']);
    expect(places.map((place) => place.title)).toEqual(['1', '1b']);
    for (const place of places) expect(place).not.toHaveProperty('isBusy');
  });
});
