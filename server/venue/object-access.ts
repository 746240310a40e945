import type { z } from 'zod';
import type { ObjectQuerySchema } from '../../common/platform/schemas';
import { ApiError, invalidRequest } from '../http/errors';
import { refOf, type Doc } from './documents';
import type { ListRequest } from './list-request';
import { comparator, matches } from './object-filters';
import { SUB_OBJECTS, type ObjectClass } from './modules';
import type { ObjectFilter, ObjectSource, StoredObject } from './object-store';
import { depthFirst } from './tree';

type ObjectQuery = z.output<typeof ObjectQuerySchema>;

/** The objects that meet every condition of the request. */
function kept(docs: Doc[], request: ListRequest): Doc[] {
  const { conditions } = request;
  return conditions.length === 0 ? docs : docs.filter((doc) => conditions.every((c) => matches(doc, c)));
}

function page(docs: Doc[], request: ListRequest): Doc[] {
  const offset = request.offset ?? 0;
  return docs.slice(offset, request.limit === undefined ? undefined : offset + request.limit);
}

function objectNotFound(description: string): ApiError {
  return new ApiError(400, 'objectNotFound', description);
}

/** The generic object endpoints (get, read, list, tree) over the venue's object store. */
export class ObjectAccess {
  /** `sources` maps each module served to where its objects come from. */
  constructor(
    private readonly sources: ReadonlyMap<string, ObjectSource>,
    private readonly classPrefix: string,
  ) {}

  /** Endpoint 8: the object without sub-objects. */
  get(query: ObjectQuery): Doc {
    return this.find(query).doc;
  }

  /** Endpoint 9: the object with its sub-objects (deleted ones left out). */
  read(query: ObjectQuery): Doc {
    const found = this.find(query);
    const source = this.source(query.moduleName);
    if (source.withSubObjects) return source.withSubObjects(found);
    const sub = SUB_OBJECTS[found.className.slice(found.className.lastIndexOf('.') + 1) as ObjectClass];
    if (!sub) return found.doc;
    const owned = this.source(sub.module).list({
      module: sub.module,
      owner: { className: found.className, id: found.id },
      showDeleted: false,
    });
    return { ...found.doc, [sub.field]: owned.map((o) => o.doc) };
  }

  /**
   * Endpoint 10: objects of the module in order (by owner, sort index, id), or in the order of
   * the request's sort keys (ties in that order), those meeting its filters, paged by
   * limit/offset. Without filters or sort keys the store pages itself.
   */
  list(request: ListRequest): Doc[] {
    const source = this.source(request.moduleName);
    const filter = this.filter(request);
    if (request.conditions.length === 0 && request.sort.length === 0) {
      return source.list(filter, request).map((o) => o.doc);
    }
    const docs = kept(
      source.list(filter).map((o) => o.doc),
      request,
    );
    if (request.sort.length > 0) docs.sort(comparator(request.sort));
    return page(docs, request);
  }

  /**
   * Endpoint 11: depth-first, parents before children; a child carries parentId and parentItem.
   * A module without a hierarchy yields its list order. Sort keys order siblings (the traversal
   * stays depth-first); filters then keep the matching objects of the traversal (a kept child
   * still names its parent); limit/offset page the flat result.
   */
  tree(request: ListRequest): Doc[] {
    const nodes = this.source(request.moduleName).list(this.filter(request));
    if (request.sort.length > 0) {
      const order = comparator(request.sort);
      nodes.sort((a, b) => order(a.doc, b.doc));
    }
    const ordered = depthFirst(nodes).map(({ node, parent }) =>
      parent ? { ...node.doc, parentId: parent.id, parentItem: refOf(parent.doc) } : node.doc,
    );
    return page(kept(ordered, request), request);
  }

  private source(moduleName: string): ObjectSource {
    const source = this.sources.get(moduleName);
    if (!source) throw new ApiError(400, 'moduleNotFound', `moduleName: no module ${moduleName}`);
    return source;
  }

  /**
   * By objectId within the module, or by objectRid (the document id); when both are given they
   * must name the same object of the module.
   */
  private find(query: ObjectQuery): StoredObject {
    const { moduleName, objectId, objectRid } = query;
    const source = this.source(moduleName);
    const byId = objectId === undefined ? undefined : source.byId(moduleName, objectId);
    if (objectId !== undefined && !byId) {
      throw objectNotFound(`objectId: no object ${objectId} in module ${moduleName}`);
    }
    if (objectRid === undefined) {
      if (!byId) throw invalidRequest('objectId: objectId or objectRid is required');
      return byId;
    }
    const byRid = source.byRid(objectRid);
    if (!byRid || byRid.module !== moduleName) {
      throw objectNotFound(`objectRid: no object ${objectRid} in module ${moduleName}`);
    }
    if (byId && byId.id !== byRid.id) {
      throw objectNotFound(`objectId ${objectId} and objectRid ${objectRid} name different objects`);
    }
    return byRid;
  }

  private filter(query: ListRequest): ObjectFilter {
    const { ownerContextId: id, ownerContextClassName: className } = query;
    if (id === undefined && className === undefined) {
      return { module: query.moduleName, showDeleted: query.showDeleted ?? false };
    }
    if (id === undefined) throw invalidRequest('ownerContextId: required with ownerContextClassName');
    if (className === undefined) throw invalidRequest('ownerContextClassName: required with ownerContextId');
    this.checkOwner(className, id);
    return { module: query.moduleName, owner: { className, id }, showDeleted: query.showDeleted ?? false };
  }

  /** The owner context must name an existing object: a typo should not look like an empty list. */
  private checkOwner(className: string, id: number): void {
    const stem = `${this.classPrefix}.modules.`;
    const path = className.startsWith(stem) ? className.slice(stem.length) : '';
    const module = path.slice(0, Math.max(0, path.lastIndexOf('.')));
    const owner = this.sources.get(module)?.byId(module, id);
    if (!owner || owner.className !== className) {
      throw objectNotFound(`ownerContextId: no object ${id} of class ${className}`);
    }
  }
}
