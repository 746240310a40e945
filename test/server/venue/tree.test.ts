import { afterEach, describe, expect, it } from 'vitest';
import { SingleCategorySchema, SingleProductSchema } from '../../../common/platform/schemas';
import { smallVenue } from '../../support/small-venue';
import { DEFAULT_PREFIX, venueApp, type VenueApp } from '../../support/venue-app';

const NOMENCLATURE = 'warehouse.nomenclature.singleproduct';
const CATEGORY = `${DEFAULT_PREFIX}.modules.${NOMENCLATURE}.SingleCategory`;

interface Node {
  id: number;
  className: string;
  name: string;
  parentId?: number;
  parentItem?: { id: number; className: string };
}

let venue: VenueApp;
afterEach(async () => {
  await venue.close();
});

/**
 * Checks that `nodes` is a depth-first traversal: scanning with a stack of open ancestors, each
 * node's parent must be open (its subtree not yet left), and a root closes every subtree.
 * Returns the depth of every node.
 */
function depthsOfDepthFirst(nodes: Node[]): number[] {
  const open: number[] = [];
  return nodes.map((node) => {
    if (node.parentId === undefined) {
      open.length = 0;
    } else {
      const at = open.lastIndexOf(node.parentId);
      expect(at, `parent ${node.parentId} of ${node.id} is open`).toBeGreaterThanOrEqual(0);
      open.length = at + 1;
    }
    open.push(node.id);
    return open.length;
  });
}

describe('tree', () => {
  it('orders the small venue depth-first, siblings by index then id, deleted subtrees hidden', async () => {
    venue = venueApp({ venue: smallVenue() });
    const { body } = await venue.get('tree', { moduleName: NOMENCLATURE });
    expect(body.map((n: Node) => n.id)).toEqual([12, 1, 2, 3, 10, 11]);
    const all = await venue.get('tree', { moduleName: NOMENCLATURE, showDeleted: true });
    expect(all.body.map((n: Node) => n.id)).toEqual([12, 1, 2, 3, 10, 11, 4, 13]);
  });

  it('gives parentId and parentItem to children only; parentItem is a reference to the parent category', async () => {
    venue = venueApp({ venue: smallVenue() });
    const { body } = await venue.get('tree', { moduleName: NOMENCLATURE });
    const byId = new Map<number, Node>(body.map((n: Node) => [n.id, n]));
    expect(byId.get(2)).toMatchObject({ parentId: 1, parentItem: { className: CATEGORY, id: 1, name: 'A' } });
    expect(byId.get(10)).toMatchObject({
      parentId: 3,
      parentItem: { className: CATEGORY, id: 3, name: 'C' },
    });
    for (const root of [byId.get(1), byId.get(12)]) {
      expect(root).not.toHaveProperty('parentId');
      expect(root).not.toHaveProperty('parentItem');
    }
    expect(SingleProductSchema.parse(byId.get(10)).parentId).toBe(3);
    expect(SingleCategorySchema.parse(byId.get(3)).parentItem?.id).toBe(2);
  });

  it('walks the demo nomenclature depth-first, three levels and more, every product placed', async () => {
    venue = venueApp();
    const { body } = await venue.get('tree', { moduleName: NOMENCLATURE });
    const nodes = body as Node[];
    const depths = depthsOfDepthFirst(nodes);
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(3);
    for (const node of nodes) {
      if (node.parentId !== undefined) expect(node.parentItem?.id).toBe(node.parentId);
      if (node.parentItem) expect(node.parentItem.className).toBe(CATEGORY);
    }
    expect(nodes.filter((n) => n.className.endsWith('.SingleProduct')).length).toBeGreaterThanOrEqual(30);
    // With deleted objects shown no subtree is hidden: the tree holds every listed object once.
    const sorted = (list: Node[]) => list.map((n) => n.id).sort((a, b) => a - b);
    const everything = (await venue.get('tree', { moduleName: NOMENCLATURE, showDeleted: true })).body;
    const listed = (await venue.get('list', { moduleName: NOMENCLATURE, showDeleted: true })).body;
    expect(sorted(everything)).toEqual(sorted(listed));
    depthsOfDepthFirst(everything);
  });

  it('pages the flat traversal with limit and offset', async () => {
    venue = venueApp();
    const whole = (await venue.get('tree', { moduleName: NOMENCLATURE })).body;
    const page = (await venue.get('tree', { moduleName: NOMENCLATURE, limit: 5, offset: 3 })).body;
    expect(page).toEqual(whole.slice(3, 8));
  });

  it('answers a module without a hierarchy with its list', async () => {
    venue = venueApp();
    for (const moduleName of ['warehouse.providers', 'warehouse.store', 'core.dictionaries.measureunits']) {
      const tree = await venue.get('tree', { moduleName, showDeleted: true });
      const list = await venue.get('list', { moduleName, showDeleted: true });
      expect(tree.body.length).toBeGreaterThan(0);
      expect(tree.body).toEqual(list.body);
    }
  });
});
