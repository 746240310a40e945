import type Database from 'better-sqlite3';
import type { CrmCustomer, CustomerToken, FilteredCustomer } from '../../common/platform/schemas';
import { ApiError } from '../http/errors';
import { displayTitle } from './customer-text';
import { groupClassName, groupIdOf, type GroupRef } from './customer-group';
import {
  type AccountRow,
  type ContactIds,
  type CustomerRow,
  type TokenRow,
  customerCoreJson,
} from './present';
import { normalizeTokenKey } from '../../common/platform/token-key';
import { describeToken } from './tokens';

export interface ResolvedToken {
  customerId: number;
}

const CUSTOMER_COLUMNS = `id, customer_guid, first_name, last_name, middle_name, date_of_birth, sex,
  contact_methods, create_time, blocked, version`;
const ACCOUNT_COLUMNS = `o.id, a.customer_id, a.account_type_id, t.account_guid, t.name, t.max_usage, a.state,
  a.ledger, a.available, a.debit_hold, a.credit_hold`;
const ACCOUNTS = `accounts a JOIN account_types t ON t.id = a.account_type_id
  LEFT JOIN sub_object_ids o
    ON o.kind = 'account' AND o.customer_id = a.customer_id AND o.part = CAST(a.account_type_id AS TEXT)`;
const TOKEN_COLUMNS = 'o.id, t.customer_id, t.type, t.entry, t.key, t.expiration_date';
const TOKENS = `customer_tokens t LEFT JOIN sub_object_ids o
  ON o.kind = 'token' AND o.customer_id = t.customer_id AND o.part = t.type || char(0) || t.key`;

/** The ids of contact methods by position, per customer. */
function contactIdsByCustomer(rows: readonly { customer_id: number; part: string; id: number }[]) {
  const out = new Map<number, Map<string, number>>();
  for (const row of rows) {
    let ids = out.get(row.customer_id);
    if (!ids) out.set(row.customer_id, (ids = new Map()));
    ids.set(row.part, row.id);
  }
  return out;
}

function groupBy<T extends { customer_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const list = out.get(row.customer_id);
    if (list) list.push(row);
    else out.set(row.customer_id, [row]);
  }
  return out;
}

/** Reads guests: token resolution, accounts, and the customer forms that endpoints return. */
export class CustomerReader {
  private readonly tokenLookup;
  private readonly customerById;
  private readonly customersByIds;
  private readonly tokensOf;
  private readonly tokensOfMany;
  private readonly accountsOf;
  private readonly accountsOfMany;
  private readonly accountStmt;
  private readonly contactIdsOf;
  private readonly groupOf;

  constructor(
    db: Database.Database,
    private readonly classPrefix: string,
    private readonly now: () => Date,
  ) {
    this.tokenLookup = db.prepare<[string, string], { customer_id: number; expiration_date: string | null }>(
      'SELECT customer_id, expiration_date FROM customer_tokens WHERE type = ? AND key = ?',
    );
    this.customerById = db.prepare<[number], CustomerRow>(
      `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ?`,
    );
    this.customersByIds = db.prepare<[string], CustomerRow>(
      `SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id IN (SELECT value FROM json_each(?))`,
    );
    this.tokensOf = db.prepare<[number], TokenRow>(
      `SELECT ${TOKEN_COLUMNS} FROM ${TOKENS} WHERE t.customer_id = ? ORDER BY t.position`,
    );
    this.tokensOfMany = db.prepare<[string], TokenRow>(
      `SELECT ${TOKEN_COLUMNS} FROM ${TOKENS}
       WHERE t.customer_id IN (SELECT value FROM json_each(?)) ORDER BY t.customer_id, t.position`,
    );
    this.accountsOf = db.prepare<[number], AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM ${ACCOUNTS} WHERE a.customer_id = ? ORDER BY a.account_type_id`,
    );
    this.accountsOfMany = db.prepare<[string], AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM ${ACCOUNTS}
       WHERE a.customer_id IN (SELECT value FROM json_each(?)) ORDER BY a.customer_id, a.account_type_id`,
    );
    this.accountStmt = db.prepare<[number, string], AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM ${ACCOUNTS} WHERE a.customer_id = ? AND t.account_guid = ?`,
    );
    this.contactIdsOf = db.prepare<[string], { customer_id: number; part: string; id: number }>(
      `SELECT customer_id, part, id FROM sub_object_ids
       WHERE kind = 'contact' AND customer_id IN (SELECT value FROM json_each(?))`,
    );
    this.groupOf = db.prepare<[number], { id: number; name: string }>(
      `SELECT id, name FROM customer_groups WHERE id = ${groupIdOf('?')}`,
    );
  }

  /**
   * The customer a token names, matched on (type, key): entry says how the key was read, and
   * one card may be swiped or typed. Expired tokens are refused on every endpoint.
   */
  resolve(token: CustomerToken): ResolvedToken {
    const row = this.tokenLookup.get(token.type, normalizeTokenKey(token.type, token.key));
    if (!row) throw new ApiError(400, 'tokenNotFound', `no customer has the ${describeToken(token)}`);
    if (row.expiration_date !== null && Date.parse(row.expiration_date) <= this.now().getTime()) {
      throw new ApiError(
        400,
        'tokenExpired',
        `the ${describeToken(token)} expired on ${row.expiration_date}`,
      );
    }
    return { customerId: row.customer_id };
  }

  /** The customer's account of this type, or accountNotFound. */
  account(customerId: number, accountGuid: string): AccountRow {
    const row = this.accountStmt.get(customerId, accountGuid);
    if (!row) {
      throw new ApiError(
        400,
        'accountNotFound',
        `the customer has no account of type ${accountGuid.slice(0, 100)}`,
      );
    }
    return row;
  }

  /**
   * customerInfo's form: dateOfBirth as an ISO string, and what the live service adds (its `id`,
   * `type`, `customerGroup`, `addresses`; the fixture holds no addresses, so that list is empty).
   */
  crmCustomer(customerId: number): CrmCustomer {
    const row = this.customerById.get(customerId);
    if (!row) throw new Error(`customer ${customerId} vanished`);
    const contactIds = this.contactIds([customerId]).get(customerId);
    return Object.assign(
      customerCoreJson(row, this.tokensOf.all(customerId), this.accountsOf.all(customerId), contactIds),
      {
        dateOfBirth: row.date_of_birth ?? undefined,
        id: row.id,
        type: 'customer',
        customerGroup: this.group(customerId),
        addresses: [],
      },
    );
  }

  private group(customerId: number): GroupRef | undefined {
    const group = this.groupOf.get(customerId);
    return group && { className: groupClassName(this.classPrefix), id: group.id, name: group.name };
  }

  private contactIds(customerIds: readonly number[]): Map<number, ContactIds> {
    return contactIdsByCustomer(this.contactIdsOf.all(JSON.stringify(customerIds)));
  }

  /** filterCustomers' form, in the order of `ids`: dateOfBirth as epoch ms, plus the object fields. */
  filteredCustomers(ids: readonly number[]): FilteredCustomer[] {
    if (ids.length === 0) return [];
    const json = JSON.stringify(ids);
    const rows = new Map(this.customersByIds.all(json).map((r) => [r.id, r]));
    const tokens = groupBy(this.tokensOfMany.all(json));
    const accounts = groupBy(this.accountsOfMany.all(json));
    const contactIds = this.contactIds(ids);
    const className = `${this.classPrefix}.modules.crm.customer.CrmCustomer`;
    const out: FilteredCustomer[] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) continue;
      const core = customerCoreJson(row, tokens.get(id) ?? [], accounts.get(id) ?? [], contactIds.get(id));
      out.push(
        Object.assign(core, {
          dateOfBirth: row.date_of_birth === null ? undefined : Date.parse(row.date_of_birth),
          id: row.id,
          version: row.version,
          deleted: false,
          createTime: row.create_time,
          hidden: false,
          title: displayTitle({
            lastName: row.last_name,
            firstName: row.first_name,
            middleName: row.middle_name,
          }),
          blocked: row.blocked === 1,
          disabled: false,
          lastFrontRevision: false,
          className,
          _Level: 0,
          _id: row.customer_guid,
        }),
      );
    }
    return out;
  }
}
