/** What a tree needs of an object: its id, its parent's id (null for a root), and nothing else. */
export interface TreeNode {
  id: number;
  parentId: number | null;
}

/**
 * The nodes in depth-first order, each parent before its children, siblings in the order given.
 * A node whose parent is not among the nodes (a hidden deleted category) is left out with its
 * whole subtree: a traversal from the roots never reaches it.
 */
export function depthFirst<T extends TreeNode>(nodes: readonly T[]): { node: T; parent: T | undefined }[] {
  const children = new Map<number | null, T[]>();
  for (const node of nodes) {
    const siblings = children.get(node.parentId);
    if (siblings) siblings.push(node);
    else children.set(node.parentId, [node]);
  }
  const out: { node: T; parent: T | undefined }[] = [];
  const visited = new Set<number>();
  // An explicit stack: deep trees cannot overflow the call stack.
  const stack: { node: T; parent: T | undefined }[] = (children.get(null) ?? []).map((node) => ({
    node,
    parent: undefined,
  }));
  stack.reverse();
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if (visited.has(entry.node.id)) continue;
    visited.add(entry.node.id);
    out.push(entry);
    const kids = children.get(entry.node.id) ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i]!, parent: entry.node });
  }
  return out;
}
