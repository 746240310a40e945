import type Database from 'better-sqlite3';
import { groupClassName, groupIdOf } from '../loyalty/customer-group';
import { displayTitle } from '../loyalty/customer-text';
import { CustomerReader } from '../loyalty/customer-reader';
import type { CustomerRow } from '../loyalty/present';
import type { Doc } from './documents';
import { MODULES } from './modules';
import type { ObjectFilter, ObjectPage, ObjectSource, StoredObject } from './object-store';

/** The columns this view reads from loyalty's customers table, with the customer's group. */
type CustomerObjectRow = Omit<CustomerRow, 'contact_methods'> & {
  group_id: number | null;
  group_name: string | null;
};

const SELECT = `
  SELECT c.id, c.customer_guid, c.first_name, c.last_name, c.middle_name, c.date_of_birth, c.sex,
         c.create_time, c.blocked, c.version, g.id AS group_id, g.name AS group_name
  FROM customers c
  LEFT JOIN customer_groups g ON g.id = ${groupIdOf('c.id')}`;

/**
 * crm.customer objects for get/read/list/tree: a read-only view of the guests' tables, which
 * the loyalty part owns. `get` and `list` give the customer's own fields, the object
 * bookkeeping fields of filterCustomers, `type: "customer"` and `customerGroup` (a reference:
 * className, id, name); `read` adds what the live service returns with the sub-objects:
 * `contactMethods`, `tokens`, `accounts` (with `accountBalance`), `accumulationBalance` and
 * `addresses`, in customerInfo's form (each sub-object with its `id`). The objectRid is the customerGuid (the live service's `_id`).
 */
export class CustomerObjects implements ObjectSource {
  private readonly className: string;
  private readonly groupClassName: string;
  private guests: CustomerReader | undefined;
  /** Prepared once the guests' tables exist: a guest's refresh reads one object per swipe. */
  private statements:
    | {
        byId: Database.Statement<[number], CustomerObjectRow>;
        byRid: Database.Statement<[string], CustomerObjectRow>;
      }
    | undefined;

  constructor(
    private readonly db: Database.Database,
    private readonly classPrefix: string,
    private readonly now: () => Date,
  ) {
    this.className = `${classPrefix}.modules.${MODULES.customers}.CrmCustomer`;
    this.groupClassName = groupClassName(classPrefix);
  }

  byId(module: string, id: number): StoredObject | undefined {
    if (module !== MODULES.customers) return undefined;
    const row = this.ready()?.byId.get(id);
    return row && this.toStored(row);
  }

  byRid(rid: string): StoredObject | undefined {
    const row = this.ready()?.byRid.get(rid);
    return row && this.toStored(row);
  }

  /** Customers in id order; they own nothing and are never deleted, so an owner context yields none. */
  list(filter: ObjectFilter, page: ObjectPage = {}): StoredObject[] {
    if (filter.module !== MODULES.customers || filter.owner || !this.ready()) return [];
    return this.db
      .prepare<[number, number], CustomerObjectRow>(`${SELECT} ORDER BY c.id LIMIT ? OFFSET ?`)
      .all(page.limit ?? -1, page.offset ?? 0)
      .map((row) => this.toStored(row));
  }

  /** read: the object with the customer's contact methods, tokens, accounts and their sum. */
  withSubObjects(found: StoredObject): Doc {
    this.guests ??= new CustomerReader(this.db, this.classPrefix, this.now);
    const full = this.guests.crmCustomer(found.id);
    return {
      ...found.doc,
      contactMethods: full.contactMethods ?? [],
      tokens: full.tokens,
      accounts: full.accounts,
      accumulationBalance: full.accumulationBalance,
      addresses: full.addresses,
    };
  }

  /** The guests' tables exist only once the loyalty part has created them; until then, nothing. */
  private ready(): typeof this.statements {
    if (this.statements) return this.statements;
    const exists =
      this.db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'customer_groups'")
        .get() !== undefined;
    if (!exists) return undefined;
    this.statements = {
      byId: this.db.prepare(`${SELECT} WHERE c.id = ?`),
      byRid: this.db.prepare(`${SELECT} WHERE c.customer_guid = ?`),
    };
    return this.statements;
  }

  private toStored(row: CustomerObjectRow): StoredObject {
    const names = { firstName: row.first_name, lastName: row.last_name, middleName: row.middle_name };
    const doc: Doc = {
      className: this.className,
      id: row.id,
      _id: row.customer_guid,
      customerGuid: row.customer_guid,
      type: 'customer',
      firstName: row.first_name,
      lastName: row.last_name,
      ...(row.middle_name === null ? {} : { middleName: row.middle_name }),
      ...(row.sex === null ? {} : { sex: row.sex }),
      ...(row.date_of_birth === null ? {} : { dateOfBirth: Date.parse(row.date_of_birth) }),
      ...(row.group_id === null
        ? {}
        : { customerGroup: { className: this.groupClassName, id: row.group_id, name: row.group_name } }),
      version: row.version,
      deleted: false,
      createTime: row.create_time,
      hidden: false,
      title: displayTitle(names),
      blocked: row.blocked === 1,
      disabled: false,
      lastFrontRevision: false,
      _Level: 0,
    };
    return { module: MODULES.customers, id: row.id, className: this.className, parentId: null, doc };
  }
}
