import { z } from 'zod';
import { FilteredCustomerSchema, type FilteredCustomer } from './customer';

/**
 * filterCustomers as the search screen reads it: a customer that fails validation (an absurd
 * balance, a name that is not a string) is left out and counted instead of refusing the whole
 * answer, so the other guests are still found (issue 16 §2).
 */
export const SearchToShowSchema = z
  .looseObject({ customers: z.array(z.unknown()) })
  .transform(({ customers }) => {
    const readable: FilteredCustomer[] = [];
    for (const row of customers) {
      const parsed = FilteredCustomerSchema.safeParse(row);
      if (parsed.success) readable.push(parsed.data);
    }
    return { customers: readable, unreadable: customers.length - readable.length };
  });
export type SearchToShow = z.infer<typeof SearchToShowSchema>;
