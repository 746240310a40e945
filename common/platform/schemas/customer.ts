import { z } from 'zod';
import { optional } from './optional';
import { AccountSchema, BalanceSchema } from './account';
import { CustomerTokenSchema, ReturnedTokenSchema } from './token';

/**
 * The interface does not show the shape of contact methods; this is the shape the live
 * service's clients use and the one our server stores: `{type: "phoneNumber", value: "+7 916 ..."}`.
 */
export const ContactMethodSchema = z.looseObject({ type: z.string(), value: z.string() });
export type ContactMethod = z.infer<typeof ContactMethodSchema>;

const customerCore = {
  firstName: z.string(),
  lastName: z.string(),
  /** The interface does not name the patronymic field; the live service calls it middleName. */
  middleName: optional(z.string()),
  sex: optional(z.string()),
  contactMethods: optional(z.array(ContactMethodSchema)),
  tokens: z.array(ReturnedTokenSchema),
  accounts: z.array(AccountSchema),
  accumulationBalance: optional(BalanceSchema),
  customerGuid: z.string(),
};

/** A customer as customerInfo returns it: dateOfBirth is an ISO 8601 string. */
export const CrmCustomerSchema = z.looseObject({
  ...customerCore,
  dateOfBirth: optional(z.string()),
});
export type CrmCustomer = z.infer<typeof CrmCustomerSchema>;

/** A customer as filterCustomers returns it: dateOfBirth is epoch milliseconds, plus object fields. */
export const FilteredCustomerSchema = z.looseObject({
  ...customerCore,
  dateOfBirth: optional(z.number()),
  id: z.number().int(),
  version: z.number().int(),
  deleted: z.boolean(),
  createTime: z.number(),
  hidden: z.boolean(),
  title: z.string(),
  blocked: z.boolean(),
  disabled: z.boolean(),
  lastFrontRevision: z.boolean(),
  className: z.string(),
  _Level: z.number().int(),
  _id: z.string(),
});
export type FilteredCustomer = z.infer<typeof FilteredCustomerSchema>;

const name = z.string().trim().min(1).max(100);

/** Body of createCustomer: firstName, lastName and tokens are what clients send; the rest is optional. */
export const CreateCustomerRequestSchema = z.object({
  firstName: name,
  lastName: name,
  middleName: optional(z.string().trim().max(100)),
  dateOfBirth: optional(z.iso.datetime({ offset: true })),
  sex: optional(z.string().max(20)),
  contactMethods: optional(z.array(ContactMethodSchema).max(20)),
  tokens: z.array(CustomerTokenSchema).min(1).max(20),
});
export type CreateCustomerRequest = z.infer<typeof CreateCustomerRequestSchema>;

/** createCustomer answers with the customer whose `tokens` holds one empty object per token sent. */
export const CreateCustomerResponseSchema = z.looseObject({
  customer: z.looseObject({
    ...customerCore,
    tokens: z.array(z.looseObject({})),
    dateOfBirth: optional(z.string()),
  }),
  notices: z.array(z.unknown()),
});
export type CreateCustomerResponse = z.infer<typeof CreateCustomerResponseSchema>;

export const FilterCustomersRequestSchema = z.object({
  // Names and phone numbers hold no control characters; a NUL would also end the index query early.
  search: z
    .string()
    .max(200)
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'search must not contain control characters'),
  limit: optional(z.number().int().min(1).max(1000)),
  offset: optional(z.number().int().min(0)),
});
export type FilterCustomersRequest = z.infer<typeof FilterCustomersRequestSchema>;

export const FilterCustomersResponseSchema = z.looseObject({ customers: z.array(FilteredCustomerSchema) });
export type FilterCustomersResponse = z.infer<typeof FilterCustomersResponseSchema>;

/**
 * Body of customerInfo: the token wrapped as in every other bonus call, as the live service's
 * clients send it (the OpenAPI's authorizeCustomer also takes an optional typeList). The
 * platform server also takes the bare token, which older terminals sent.
 */
export const CustomerInfoRequestSchema = z.object({ customerToken: CustomerTokenSchema });
export type CustomerInfoRequest = z.infer<typeof CustomerInfoRequestSchema>;
