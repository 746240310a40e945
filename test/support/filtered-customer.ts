/**
 * A customer as filterCustomers gives it: `customer` (customerInfo's fields) with the object
 * fields the terminal's FilteredCustomerSchema requires on top.
 */
export function asFilteredCustomer<T extends { customerGuid: string; lastName: string }>(customer: T) {
  return {
    ...customer,
    id: 1,
    version: 0,
    deleted: false,
    createTime: 0,
    hidden: false,
    title: customer.lastName,
    blocked: false,
    disabled: false,
    lastFrontRevision: false,
    className: 'CrmCustomer',
    _Level: 0,
    _id: customer.customerGuid,
  };
}
