import { describe, expect, it } from 'vitest';
import { CatalogueItemSchema } from '../../../../common/contract/index';
import { catalogueView } from '../../../../core/terminal/venue/venue-views';
import type { PlatformObject } from '../../../../common/platform/schemas';

const product = (id: number, basePriceInList: unknown): PlatformObject => ({
  className: 'ru.edgex.quickresto.modules.warehouse.nomenclature.dish.Dish',
  id,
  name: `dish ${id}`,
  parentId: 1,
  basePriceInList,
});

describe('catalogueView with absurd prices from the platform', () => {
  it('keeps every product; a price that is no amount is marked unreadable, the rest keep theirs', () => {
    const objects = [
      {
        className: 'ru.edgex.quickresto.modules.warehouse.nomenclature.dish.DishCategory',
        id: 1,
        name: 'Кухня',
      },
      product(2, 350),
      product(3, 1e308),
      product(4, 1e15),
      product(5, '1000'),
      product(6, 190.5),
      product(7, undefined),
    ];
    const items = catalogueView(objects);
    expect(items.map((item) => [item.id, item.priceCents, item.priceUnreadable])).toEqual([
      [1, undefined, undefined],
      [2, 35_000, undefined],
      [3, undefined, true],
      [4, undefined, true],
      [5, undefined, true],
      [6, 19_050, undefined],
      [7, undefined, undefined],
    ]);
    // What the contract checks on the way out: one bad price no longer fails the whole list.
    for (const item of items) expect(CatalogueItemSchema.safeParse(item).success).toBe(true);
  });
});
