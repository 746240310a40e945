import type Database from 'better-sqlite3';
import type { Doc, ObjectRow } from './documents';

/** A stored object as queries return it. */
export interface StoredObject {
  module: string;
  id: number;
  className: string;
  parentId: number | null;
  doc: Doc;
}

interface RawRow {
  module: string;
  id: number;
  class_name: string;
  parent_id: number | null;
  doc: string;
}

export interface ObjectFilter {
  module: string;
  owner?: { className: string; id: number } | undefined;
  showDeleted: boolean;
}

export interface ObjectPage {
  /** Undefined: all. */
  limit?: number | undefined;
  offset?: number | undefined;
}

/** Where the objects of a module come from: the venue's own table, or another part's data. */
export interface ObjectSource {
  byId(module: string, id: number): StoredObject | undefined;
  byRid(rid: string): StoredObject | undefined;
  /** Objects of filter.module in list order. */
  list(filter: ObjectFilter, page?: ObjectPage): StoredObject[];
  /**
   * The object with its sub-objects (endpoint 9), for sources whose sub-objects are not objects
   * of another module (SUB_OBJECTS covers those).
   */
  withSubObjects?(found: StoredObject): Doc;
}

const COLUMNS = 'module, id, class_name, parent_id, doc';

function toStored(row: RawRow): StoredObject {
  return {
    module: row.module,
    id: row.id,
    className: row.class_name,
    parentId: row.parent_id,
    doc: JSON.parse(row.doc) as Doc,
  };
}

/** Reads and writes of venue_objects; statements are prepared once per store. */
export class ObjectStore implements ObjectSource {
  private readonly byIdStmt: Database.Statement<[string, number], RawRow>;
  private readonly byRidStmt: Database.Statement<[string], RawRow>;
  private readonly listStmt: Database.Statement<Record<string, unknown>, RawRow>;

  constructor(private readonly db: Database.Database) {
    this.byIdStmt = db.prepare(`SELECT ${COLUMNS} FROM venue_objects WHERE module = ? AND id = ?`);
    this.byRidStmt = db.prepare(`SELECT ${COLUMNS} FROM venue_objects WHERE rid = ?`);
    // Unbound filters are passed as NULL and switch themselves off; the order is the list order.
    this.listStmt = db.prepare(`
      SELECT ${COLUMNS} FROM venue_objects
      WHERE module = @module
        AND (@ownerClass IS NULL OR (owner_class = @ownerClass AND owner_id = @ownerId))
        AND (@showDeleted = 1 OR deleted = 0)
      ORDER BY owner_class, owner_id, sort_index, id
      LIMIT @limit OFFSET @offset`);
  }

  byId(module: string, id: number): StoredObject | undefined {
    const row = this.byIdStmt.get(module, id);
    return row ? toStored(row) : undefined;
  }

  byRid(rid: string): StoredObject | undefined {
    const row = this.byRidStmt.get(rid);
    return row ? toStored(row) : undefined;
  }

  /** Objects of a module in list order: owned objects grouped by owner, then sort index, then id. */
  list(filter: ObjectFilter, page: ObjectPage = {}): StoredObject[] {
    return this.listStmt
      .all({
        module: filter.module,
        ownerClass: filter.owner?.className ?? null,
        ownerId: filter.owner?.id ?? null,
        showDeleted: filter.showDeleted ? 1 : 0,
        limit: page.limit ?? -1,
        offset: page.offset ?? 0,
      })
      .map(toStored);
  }

  insert(rows: readonly ObjectRow[]): void {
    const stmt = this.db.prepare(`
      INSERT INTO venue_objects
        (module, id, class_name, rid, owner_class, owner_id, parent_id, deleted, sort_index, doc)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    for (const r of rows) {
      stmt.run(
        r.module,
        r.id,
        r.className,
        r.rid,
        r.ownerClass,
        r.ownerId,
        r.parentId,
        r.deleted ? 1 : 0,
        r.sortIndex,
        JSON.stringify(r.doc),
      );
    }
  }
}
