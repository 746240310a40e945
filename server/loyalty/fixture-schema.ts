import { z } from 'zod';
import { toCents } from '../../common/platform/money';
import { TOKEN_ENTRIES, TOKEN_TYPES } from '../../common/platform/schemas';
import { normalizeTokenKey } from '../../common/platform/token-key';

/**
 * The `guests` section of the platform server's fixture: account types, customers with their
 * tokens and accounts, and optional prior history. docs/server.md describes every field.
 * Amounts are JSON numbers with at most two decimals.
 */

const money = z
  .number()
  .nonnegative()
  .refine((n) => toCents(n) !== undefined, 'must be an amount with at most two decimals');
const positiveMoney = money.refine((n) => n > 0, 'must be positive');
const isoTime = z.iso.datetime({ offset: true });
const name = z.string().trim().min(1).max(100);
const guid = z.string().trim().min(1).max(200);

export const AccountTypeFixtureSchema = z.strictObject({
  accountGuid: guid,
  name: z.string().min(1).max(200),
  maxUsage: z.number().finite().optional(),
});

export const TokenFixtureSchema = z.strictObject({
  type: z.enum(TOKEN_TYPES),
  entry: z.enum(TOKEN_ENTRIES),
  key: z.string().trim().min(1).max(512),
  expirationDate: isoTime.optional(),
});

export const AccountFixtureSchema = z
  .strictObject({
    accountGuid: guid,
    ledger: money,
    available: money,
    debitHold: money,
    creditHold: money,
  })
  .refine(
    (a) => toCents(a.available) === toCents(a.ledger)! - toCents(a.debitHold)! - toCents(a.creditHold)!,
    { error: 'available must equal ledger - debitHold - creditHold', path: ['available'] },
  );

/** A group of customers (the live service's `customerGroup`): discounts and the like hang on it. */
export const CustomerGroupFixtureSchema = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  name: z.string().trim().min(1).max(200),
});

export const CustomerFixtureSchema = z.strictObject({
  customerGuid: guid,
  firstName: name,
  lastName: name,
  middleName: z.string().trim().max(100).optional(),
  dateOfBirth: isoTime.optional(),
  sex: z.string().max(20).optional(),
  /** Telephone numbers as people write them (`+7 916 123-45-67`); searched by their digits. */
  phones: z.array(z.string().min(1).max(40)).max(20).default([]),
  createTime: isoTime.optional(),
  blocked: z.boolean().default(false),
  /** An id of customerGroups; absent: the first group listed (the default group). */
  customerGroupId: z.number().int().positive().optional(),
  tokens: z.array(TokenFixtureSchema).max(50).default([]),
  accounts: z.array(AccountFixtureSchema).max(50).default([]),
});

/** A past operation. Balances after it are as recorded; the account's current balance is not recomputed. */
export const TransactionFixtureSchema = z.strictObject({
  customerGuid: guid,
  accountGuid: guid,
  regTime: isoTime,
  type: z.string().min(1).max(50),
  amount: positiveMoney,
  ledger: money,
  available: money,
  date: isoTime.optional(),
  precheck: z.string().max(200).optional(),
  orderId: z.string().max(200).optional(),
});

type GuestsShape = {
  accountTypes: z.infer<typeof AccountTypeFixtureSchema>[];
  customerGroups: z.infer<typeof CustomerGroupFixtureSchema>[];
  customers: z.infer<typeof CustomerFixtureSchema>[];
  transactions: z.infer<typeof TransactionFixtureSchema>[];
};

/** Cross-references: unique guids and token keys, accounts and transactions of known types. */
function checkReferences(guests: GuestsShape, ctx: z.RefinementCtx): void {
  const typeGuids = new Set<string>();
  guests.accountTypes.forEach((t, i) => {
    if (typeGuids.has(t.accountGuid)) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountTypes', i, 'accountGuid'],
        message: 'duplicate accountGuid',
      });
    }
    typeGuids.add(t.accountGuid);
  });

  const groupIds = new Set<number>();
  guests.customerGroups.forEach((g, i) => {
    if (groupIds.has(g.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['customerGroups', i, 'id'],
        message: 'duplicate customer group id',
      });
    }
    groupIds.add(g.id);
  });

  const customerAccounts = new Map<string, Set<string>>();
  const tokenOwners = new Map<string, number>();
  guests.customers.forEach((c, i) => {
    if (customerAccounts.has(c.customerGuid)) {
      ctx.addIssue({
        code: 'custom',
        path: ['customers', i, 'customerGuid'],
        message: 'duplicate customerGuid',
      });
    }
    if (c.customerGroupId !== undefined && !groupIds.has(c.customerGroupId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['customers', i, 'customerGroupId'],
        message: `no customer group ${c.customerGroupId} in customerGroups`,
      });
    }
    const own = new Set<string>();
    customerAccounts.set(c.customerGuid, own);
    c.accounts.forEach((a, j) => {
      const path = ['customers', i, 'accounts', j, 'accountGuid'];
      if (!typeGuids.has(a.accountGuid)) {
        ctx.addIssue({ code: 'custom', path, message: `no account type ${a.accountGuid} in accountTypes` });
      } else if (own.has(a.accountGuid)) {
        ctx.addIssue({ code: 'custom', path, message: 'the customer already has an account of this type' });
      }
      own.add(a.accountGuid);
    });
    c.tokens.forEach((t, j) => {
      const id = `${t.type}\u0000${normalizeTokenKey(t.type, t.key)}`;
      const owner = tokenOwners.get(id);
      if (owner !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['customers', i, 'tokens', j, 'key'],
          message: `the ${t.type} token key is already used by customers[${owner}]`,
        });
      }
      tokenOwners.set(id, i);
    });
  });

  guests.transactions.forEach((t, i) => {
    const own = customerAccounts.get(t.customerGuid);
    if (!own) {
      ctx.addIssue({
        code: 'custom',
        path: ['transactions', i, 'customerGuid'],
        message: 'no such customer',
      });
    } else if (!own.has(t.accountGuid)) {
      ctx.addIssue({
        code: 'custom',
        path: ['transactions', i, 'accountGuid'],
        message: `the customer has no account ${t.accountGuid}`,
      });
    }
  });
}

export const GuestsFixtureSchema = z
  .strictObject({
    accountTypes: z.array(AccountTypeFixtureSchema).min(1),
    customerGroups: z.array(CustomerGroupFixtureSchema).max(1000).default([]),
    customers: z.array(CustomerFixtureSchema),
    transactions: z.array(TransactionFixtureSchema).default([]),
  })
  .superRefine(checkReferences);
export type GuestsFixture = z.infer<typeof GuestsFixtureSchema>;
export type GuestsFixtureInput = z.input<typeof GuestsFixtureSchema>;
export type CustomerFixture = z.infer<typeof CustomerFixtureSchema>;
