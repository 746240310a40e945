import type { CatalogueItem } from '../../../common/contract/index';

export interface CatalogueNode {
  item: CatalogueItem;
  children: CatalogueNode[];
}

/**
 * The flat catalogue as a tree: categories first, then products, each by name. An item whose
 * parent is missing from the answer goes to the top, so nothing the platform sent is hidden.
 * An item repeating another's id is kept too.
 */
export function buildTree(items: readonly CatalogueItem[]): CatalogueNode[] {
  // Ids may repeat: every item is kept; a parent id names the first item of that id.
  const all = items.map((item) => ({ item, children: [] as CatalogueNode[] }));
  const nodes = new Map<number, CatalogueNode>();
  for (const node of all) if (!nodes.has(node.item.id)) nodes.set(node.item.id, node);
  const roots: CatalogueNode[] = [];
  for (const node of all) {
    const parent = node.item.parentId === undefined ? undefined : nodes.get(node.item.parentId);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const order = (a: CatalogueNode, b: CatalogueNode) =>
    (a.item.kind === b.item.kind ? 0 : a.item.kind === 'category' ? -1 : 1) ||
    a.item.name.localeCompare(b.item.name);
  const sort = (list: CatalogueNode[]) => {
    list.sort(order);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/**
 * The branches that hold a match of `query` (case-insensitive, any part of the name): a matching
 * category keeps all it holds, a matching product keeps its ancestors.
 */
export function filterTree(roots: readonly CatalogueNode[], query: string): CatalogueNode[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...roots];
  const keep = (node: CatalogueNode): CatalogueNode | undefined => {
    if (node.item.name.toLocaleLowerCase().includes(needle)) return node;
    const children = node.children.map(keep).filter((child) => child !== undefined);
    return children.length > 0 ? { item: node.item, children } : undefined;
  };
  return roots.map(keep).filter((node) => node !== undefined);
}

export function countProducts(nodes: readonly CatalogueNode[]): number {
  return nodes.reduce(
    (sum, node) => sum + (node.item.kind === 'product' ? 1 : 0) + countProducts(node.children),
    0,
  );
}
