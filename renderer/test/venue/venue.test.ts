import { fireEvent, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from '../../../common/contract/index';
import VenueScreen from '../../src/screens/VenueScreen.svelte';
import { buildTree, countProducts, filterTree } from '../../src/venue/catalogue-tree';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

const ITEMS: CatalogueItem[] = [
  { id: 101, kind: 'product', name: 'Латте', parentId: 3, priceCents: 21_000 },
  { id: 1, kind: 'category', name: 'Напитки' },
  { id: 3, kind: 'category', name: 'Кофе', parentId: 1 },
  { id: 102, kind: 'product', name: 'Капучино', parentId: 3, priceCents: 19_050 },
  { id: 6, kind: 'category', name: 'Кухня' },
  { id: 201, kind: 'product', name: 'Борщ', parentId: 6, priceCents: 35_000 },
  { id: 999, kind: 'product', name: 'Сирота', parentId: 77 },
];

describe('catalogue tree', () => {
  it('nests items under their parents, categories before products, by name; orphans at the top', () => {
    const roots = buildTree(ITEMS);
    expect(roots.map((n) => n.item.name)).toEqual(['Кухня', 'Напитки', 'Сирота']);
    const coffee = roots[1]!.children[0]!;
    expect(coffee.children.map((n) => n.item.name)).toEqual(['Капучино', 'Латте']);
    expect(countProducts(roots)).toBe(4);
  });

  it('filters by any part of a name, case-insensitively, keeping ancestors and whole matching categories', () => {
    const roots = buildTree(ITEMS);
    const latte = filterTree(roots, 'ЛАТ');
    expect(latte.map((n) => n.item.name)).toEqual(['Напитки']);
    expect(latte[0]!.children[0]!.children.map((n) => n.item.name)).toEqual(['Латте']);
    expect(countProducts(filterTree(roots, 'кофе'))).toBe(2);
    expect(filterTree(roots, 'пицца')).toEqual([]);
  });
});

describe('VenueScreen', () => {
  function bridge() {
    return new FakeBridge()
      .ok('company.info', {
        company: {
          id: 1,
          fullName: 'ООО «Самовар» полностью',
          org1Name: 'ООО «Самовар»',
          org1NameShort: 'Самовар',
          pinLength: 4,
          permitNegativeBalances: false,
        },
        source: 'live',
        ageMs: 0,
        fetchedAt: '2026-11-23T10:00:00.000Z',
      })
      .ok('catalogue.tree', {
        items: ITEMS,
        source: 'cache',
        ageMs: 3 * 3_600_000,
        fetchedAt: '2026-11-23T07:00:00.000Z',
      });
  }

  it('shows the company and the menu with prices in the UI language, and says the menu is a saved copy', async () => {
    renderWithTerminal(VenueScreen, { bridge: bridge(), language: 'ru' });
    expect(await screen.findByRole('heading', { name: 'ООО «Самовар»' })).toBeTruthy();
    expect(screen.getByText('Капучино')).toBeTruthy();
    expect(screen.getByText('190,50')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('3 часа назад');
  });

  it('searching opens the branches that match and hides the rest', async () => {
    renderWithTerminal(VenueScreen, { bridge: bridge() });
    await screen.findByText('Борщ');
    await fireEvent.input(screen.getByRole('searchbox', { name: 'Find in the menu' }), {
      target: { value: 'борщ' },
    });
    expect(screen.getByText('Борщ')).toBeTruthy();
    expect(screen.queryByText('Латте')).toBeNull();
    expect(screen.getByText('1 items')).toBeTruthy();
    expect(screen.getByText('Кухня').closest('details')!.open).toBe(true);
    await fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'пицца' } });
    expect(screen.getByText(/Nothing in the menu matches/)).toBeTruthy();
  });

  it('shows a refusal in words and still the part that answered', async () => {
    const fake = bridge().fail('catalogue.tree', fakeError('platformUnavailable'));
    renderWithTerminal(VenueScreen, { bridge: fake });
    expect((await screen.findByRole('alert')).textContent).toBe('error platformUnavailable');
    expect(screen.getByRole('heading', { name: 'ООО «Самовар»' })).toBeTruthy();
  });
});

describe('VenueScreen with repeated product ids', () => {
  it('shows both products of one id instead of breaking the menu', async () => {
    const items: CatalogueItem[] = [
      ...ITEMS,
      { id: 102, kind: 'product', name: 'Раф', parentId: 3, priceCents: 23_000 },
    ];
    const fake = new FakeBridge()
      .fail('company.info', fakeError('platformUnavailable'))
      .ok('catalogue.tree', { items, source: 'live', ageMs: 0, fetchedAt: '2026-11-23T07:00:00.000Z' });
    renderWithTerminal(VenueScreen, { bridge: fake, language: 'ru' });
    expect(await screen.findByText('Раф')).toBeTruthy();
    expect(screen.getByText('Капучино')).toBeTruthy();
  });
});

describe('VenueScreen with a price the platform sent unreadable', () => {
  it('shows the product with its price as unreadable, the rest of the menu as usual', async () => {
    const items: CatalogueItem[] = [
      ...ITEMS,
      { id: 103, kind: 'product', name: 'Раф', parentId: 3, priceUnreadable: true },
    ];
    const fake = new FakeBridge()
      .fail('company.info', fakeError('platformUnavailable'))
      .ok('catalogue.tree', { items, source: 'live', ageMs: 0, fetchedAt: '2026-11-23T07:00:00.000Z' });
    renderWithTerminal(VenueScreen, { bridge: fake, language: 'ru' });
    const raf = await screen.findByText('Раф');
    expect(raf.parentElement?.textContent).toContain('цена не читается');
    expect(screen.getByText('190,50')).toBeTruthy();
  });
});
