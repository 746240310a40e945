import type Database from 'better-sqlite3';
import { displayTitle } from '../loyalty/customer-text';
import type { CustomerRow } from '../loyalty/present';
import type { Doc } from './documents';
import { MODULES } from './modules';
import type { ObjectFilter, ObjectPage, ObjectSource, StoredObject } from './object-store';

/** The columns this view reads from loyalty's customers table. */
type CustomerObjectRow = Omit<CustomerRow, 'contact_methods'>;

const COLUMNS =
  'id, customer_guid, first_name, last_name, middle_name, date_of_birth, sex, create_time, blocked, version';

/**
 * crm.customer objects for get/read/list/tree: a read-only view of the guests' `customers`
 * table, which the loyalty part owns. The object carries the customer's own fields and the
 * object bookkeeping fields of filterCustomers; its objectRid is the customerGuid (the live
 * service's `_id`). Tokens, accounts and contact methods are not included, not even by read:
 * customerInfo and filterCustomers are the endpoints that present them.
 */
export class CustomerObjects implements ObjectSource {
  private readonly className: string;

  constructor(
    private readonly db: Database.Database,
    classPrefix: string,
  ) {
    this.className = `${classPrefix}.modules.${MODULES.customers}.CrmCustomer`;
  }

  byId(module: string, id: number): StoredObject | undefined {
    if (module !== MODULES.customers || !this.ready()) return undefined;
    const row = this.db
      .prepare<[number], CustomerObjectRow>(`SELECT ${COLUMNS} FROM customers WHERE id = ?`)
      .get(id);
    return row && this.toStored(row);
  }

  byRid(rid: string): StoredObject | undefined {
    if (!this.ready()) return undefined;
    const row = this.db
      .prepare<[string], CustomerObjectRow>(`SELECT ${COLUMNS} FROM customers WHERE customer_guid = ?`)
      .get(rid);
    return row && this.toStored(row);
  }

  /** Customers in id order; they own nothing and are never deleted, so an owner context yields none. */
  list(filter: ObjectFilter, page: ObjectPage = {}): StoredObject[] {
    if (filter.module !== MODULES.customers || filter.owner || !this.ready()) return [];
    return this.db
      .prepare<[number, number], CustomerObjectRow>(
        `SELECT ${COLUMNS} FROM customers ORDER BY id LIMIT ? OFFSET ?`,
      )
      .all(page.limit ?? -1, page.offset ?? 0)
      .map((row) => this.toStored(row));
  }

  /** The guests' tables exist only once the loyalty part has created them. */
  private ready(): boolean {
    return (
      this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'customers'").get() !==
      undefined
    );
  }

  private toStored(row: CustomerObjectRow): StoredObject {
    const names = { firstName: row.first_name, lastName: row.last_name, middleName: row.middle_name };
    const doc: Doc = {
      className: this.className,
      id: row.id,
      _id: row.customer_guid,
      customerGuid: row.customer_guid,
      firstName: row.first_name,
      lastName: row.last_name,
      ...(row.middle_name === null ? {} : { middleName: row.middle_name }),
      ...(row.sex === null ? {} : { sex: row.sex }),
      ...(row.date_of_birth === null ? {} : { dateOfBirth: Date.parse(row.date_of_birth) }),
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
