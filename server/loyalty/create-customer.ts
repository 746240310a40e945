import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type {
  CreateCustomerRequest,
  CreateCustomerResponse,
  CustomerToken,
} from '../../common/platform/schemas';
import { invalidRequest } from '../http/errors';
import { CustomerWriter } from './customer-writer';
import type { CustomerReader } from './customer-reader';
import { normalizeTokenKey } from '../../common/platform/token-key';
import { describeToken } from './tokens';

/** `customer_put-` + yyMMddHHmmssSSS (UTC) + the row id in base 36: unique, and shaped like the live ids. */
export function customerGuid(at: Date, id: number): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(2, 17);
  return `customer_put-${stamp}${id.toString(36)}`;
}

/**
 * createCustomer: stores the customer with an open, zero account of every configured account
 * type. A token already bound to a customer (or sent twice) is refused with invalidRequest.
 * The answer carries one empty object per token sent, as the live service does.
 */
export class CustomerCreator {
  private readonly writer;
  private readonly tokenTaken;
  private readonly accountTypeIds;
  private readonly setGuid;

  constructor(
    private readonly db: Database.Database,
    private readonly reader: CustomerReader,
    private readonly now: () => Date,
  ) {
    this.writer = new CustomerWriter(db);
    this.tokenTaken = db.prepare<[string, string], { customer_id: number }>(
      'SELECT customer_id FROM customer_tokens WHERE type = ? AND key = ?',
    );
    this.accountTypeIds = db.prepare<[], { id: number }>('SELECT id FROM account_types ORDER BY id');
    this.setGuid = db.prepare<[string, number]>('UPDATE customers SET customer_guid = ? WHERE id = ?');
  }

  /**
   * `fromContacts`: phone tokens made from the request's contact methods; one already bound to
   * another customer is left out instead of refusing the guest.
   */
  create(
    request: CreateCustomerRequest,
    fromContacts: readonly CustomerToken[] = [],
  ): CreateCustomerResponse {
    const tokens = request.tokens.map((t) => ({
      type: t.type,
      entry: t.entry,
      key: normalizeTokenKey(t.type, t.key),
    }));
    const seen = new Set<string>();
    tokens.forEach((t, i) => {
      const id = `${t.type}\u0000${t.key}`;
      if (seen.has(id)) throw invalidRequest(`tokens[${i}]: the ${describeToken(t)} is sent twice`);
      seen.add(id);
    });

    const at = this.now();
    const customerId = this.db.transaction(() => {
      tokens.forEach((t, i) => {
        if (this.tokenTaken.get(t.type, t.key)) {
          throw invalidRequest(`tokens[${i}]: the ${describeToken(t)} is already bound to another customer`);
        }
      });
      const derived = fromContacts
        .map((t) => ({ ...t, key: normalizeTokenKey(t.type, t.key) }))
        .filter((t) => !this.tokenTaken.get(t.type, t.key));
      const id = this.writer.insert({
        // A unique placeholder until the row id is known.
        customerGuid: `pending-${randomUUID()}`,
        firstName: request.firstName,
        lastName: request.lastName,
        middleName: request.middleName === '' ? undefined : request.middleName,
        dateOfBirth:
          request.dateOfBirth === undefined ? undefined : new Date(request.dateOfBirth).toISOString(),
        sex: request.sex,
        contactMethods: request.contactMethods ?? [],
        createTime: at.getTime(),
        blocked: false,
        tokens: [...tokens, ...derived],
        accounts: this.accountTypeIds.all().map(({ id: accountTypeId }) => ({
          accountTypeId,
          ledger: 0,
          available: 0,
          debitHold: 0,
          creditHold: 0,
        })),
      });
      this.setGuid.run(customerGuid(at, id), id);
      return id;
    })();

    const customer = this.reader.crmCustomer(customerId);
    return { customer: { ...customer, tokens: request.tokens.map(() => ({})) }, notices: [] };
  }
}
