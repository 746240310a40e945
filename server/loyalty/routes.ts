import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { toCents } from '../../common/platform/money';
import {
  BalanceRequestSchema,
  FilterCustomersRequestSchema,
  HoldRequestSchema,
  OperationHistoryRequestSchema,
  ReverseRequestSchema,
  type HoldRequest,
} from '../../common/platform/schemas';
import { invalidRequest } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { CreateCustomerBodySchema, phoneTokensFromContacts, tokensWithEntries } from './create-request';
import { customerInfoToken, precheckAsText } from './request-forms';
import { bodyWithTokenEntry } from './token-entry';
import { CustomerCreator } from './create-customer';
import { CustomerReader } from './customer-reader';
import { type HoldInput, HoldBook } from './holds';
import { HISTORY_SHAPE, shapeHistory } from './history-shape';
import { accountJson } from './present';
import { CustomerSearch } from './search';
import { createCustomerTables } from './sql-schema';

export interface LoyaltyDeps {
  db: Database.Database;
  classPrefix: string;
  now: () => Date;
}

/**
 * The bonus endpoints under /online/bonuses (interface endpoints 1-7, plus reverse). Handlers
 * are synchronous (SQLite is): fastify sends what they return, without a promise per request.
 */
export function registerLoyaltyRoutes(app: FastifyInstance, deps: LoyaltyDeps): void {
  createCustomerTables(deps.db);
  const reader = new CustomerReader(deps.db, deps.classPrefix, deps.now);
  const holds = new HoldBook(deps.db, deps.now);
  const search = new CustomerSearch(deps.db);
  const creator = new CustomerCreator(deps.db, reader, deps.now);

  const holdInput = (body: HoldRequest): HoldInput => {
    const { customerId } = reader.resolve(body.customerToken);
    const amount = toCents(body.amount);
    if (amount === undefined) throw invalidRequest('amount: must have at most two decimals');
    return {
      customerId,
      account: reader.account(customerId, body.accountType.accountGuid),
      amount,
      date: body.date,
      precheck: body.precheck,
    };
  };

  app.post('/online/bonuses/customerInfo', (request) => {
    return reader.crmCustomer(reader.resolve(customerInfoToken(request.body)).customerId);
  });

  app.post('/online/bonuses/createCustomer', (request) => {
    const body = parseBody(CreateCustomerBodySchema, tokensWithEntries(request.body));
    return creator.create(body, phoneTokensFromContacts(body));
  });

  app.post('/online/bonuses/filterCustomers', (request) => {
    const body = parseBody(FilterCustomersRequestSchema, request.body);
    return { customers: reader.filteredCustomers(search.ids(body)) };
  });

  app.post('/online/bonuses/balance', (request) => {
    const body = parseBody(BalanceRequestSchema, bodyWithTokenEntry(request.body));
    const { customerId } = reader.resolve(body.customerToken);
    return accountJson(reader.account(customerId, body.accountType.accountGuid));
  });

  app.post('/online/bonuses/debitHold', (request) => {
    return holds.debitHold(holdInput(parseBody(HoldRequestSchema, precheckAsText(request.body))));
  });

  app.post('/online/bonuses/creditHold', (request) => {
    return holds.creditHold(holdInput(parseBody(HoldRequestSchema, precheckAsText(request.body))));
  });

  app.post('/online/bonuses/reverse', (request) => {
    const body = parseBody(ReverseRequestSchema, precheckAsText(request.body));
    return holds.reverse({ ...holdInput(body), bonusTransactionId: body.bonusTransactionId });
  });

  app.post('/online/bonuses/operationHistory', (request) => {
    const body = parseBody(OperationHistoryRequestSchema, bodyWithTokenEntry(request.body));
    const { customerId } = reader.resolve(body.customerToken);
    const account = reader.account(customerId, body.accountType.accountGuid);
    return {
      account: accountJson(account),
      transactions: shapeHistory(
        holds.transactions(customerId, account.account_type_id),
        HISTORY_SHAPE,
        request.body,
      ),
    };
  });
}
