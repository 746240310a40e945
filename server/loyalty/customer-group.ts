/**
 * A customer's group: its own row in customer_group_members, else the first group listed (the
 * default group, so customers created later need no row). An SQL expression over the customer id
 * expression given; null when the fixture has no groups.
 */
export const groupIdOf = (customerId: string): string => `coalesce(
    (SELECT m.group_id FROM customer_group_members m WHERE m.customer_id = ${customerId}),
    (SELECT d.id FROM customer_groups d ORDER BY d.position, d.id LIMIT 1))`;

/** The live class name of groups is not shown; this one is ours (docs/venue.md, crm.customer). */
export const groupClassName = (classPrefix: string): string =>
  `${classPrefix}.modules.crm.customer.CustomerGroup`;

/** The reference to a group as customers carry it. */
export interface GroupRef {
  className: string;
  id: number;
  name: string;
}
