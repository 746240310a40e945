import { fullName } from '../../renderer/src/guest/full-name';
import { demoCustomers } from '../../server/loyalty/demo-customers';
import { E2E_MANAGER } from '../../harness/e2e/manager';
import type { UiRig } from '../../harness/e2e/ui-rig';

type DemoCustomer = ReturnType<typeof demoCustomers>['customers'][number];

/** A demo guest the swipe bench swipes, with the terminal's holds it gives them first. */
export interface SwipeGuest {
  label: string;
  name: string;
  track: string;
  customer: DemoCustomer;
  historyEntries: number;
  /** This terminal's holds placed on the guest before the swipes: the recent holds shown. */
  holds: number;
}

/** The key of the guest's magnetic card, when they have one: what a wedge swipe types. */
export const trackOf = (customer: DemoCustomer): string | undefined =>
  customer.tokens?.find((token) => token.type === 'card' && token.entry === 'trackCode')?.key;

/** What makes a guest's screen heavy: accounts first (a card each), then history, then tokens. */
function weight(customer: DemoCustomer, historyEntries: number): number {
  return (customer.accounts?.length ?? 0) * 10_000 + historyEntries * 100 + (customer.tokens?.length ?? 0);
}

/**
 * The demo's guests that carry a magnetic card: the heaviest of them (found by weight), Петрова
 * (the vendor's documented card form, three tokens, one account), the crowd's first guest with
 * two accounts and its first with one. The heaviest gets the most recent holds a card shows
 * (five an account, one a cancellation), the two-account guest two.
 */
export function demoSwipeGuests(): SwipeGuest[] {
  const demo = demoCustomers();
  const historyOf = (customer: DemoCustomer) =>
    (demo.transactions ?? []).filter((entry) => entry.customerGuid === customer.customerGuid).length;
  const swipeable = demo.customers.filter((customer) => trackOf(customer) && !customer.blocked);
  const heaviest = swipeable.reduce((a, b) => (weight(b, historyOf(b)) > weight(a, historyOf(a)) ? b : a));
  const crowd = swipeable.filter((customer) => customer.customerGuid.startsWith('customer_put-24'));
  const chosen: [string, DemoCustomer | undefined, number][] = [
    ['heaviest', heaviest, 10],
    ['three tokens, 1 account', swipeable.find((c) => c.lastName === 'Петрова'), 0],
    ['crowd, 2 accounts', crowd.find((c) => c.accounts?.length === 2), 2],
    ['crowd, 1 account', crowd.find((c) => c.accounts?.length === 1), 0],
  ];
  return chosen.map(([label, customer, holds]) => {
    if (!customer) throw new Error(`the demo has no guest for "${label}"`);
    return {
      label,
      name: fullName(customer),
      track: trackOf(customer)!,
      customer,
      historyEntries: historyOf(customer),
      holds,
    };
  });
}

async function call(rig: UiRig, command: string, input: unknown): Promise<{ holdId: string }> {
  const answer = await rig.call(command, input);
  if (answer.status !== 200) throw new Error(`${command}: ${JSON.stringify(answer.body)}`);
  return answer.body as { holdId: string };
}

/**
 * Places the guest's holds through the core, as a cashier's payments and awards: spread over the
 * accounts, small amounts (1,00-5,00), every fifth a manager's reversal of the one before it.
 */
export async function giveRecentHolds(rig: UiRig, guest: SwipeGuest): Promise<void> {
  const token = { type: 'card', entry: 'trackCode', key: guest.track };
  const accounts = guest.customer.accounts ?? [];
  let last: string | undefined;
  for (let i = 0; i < guest.holds; i++) {
    if (i % 5 === 4 && last) {
      const { grant } = (await rig.call('grant.request', { pin: E2E_MANAGER.pin })).body as { grant: string };
      await call(rig, 'hold.reverse', { holdId: last, token, grant, correction: { reason: 'wrongAmount' } });
      continue;
    }
    const accountGuid = accounts[i % accounts.length]!.accountGuid;
    const command = i % 3 === 2 ? 'hold.credit' : 'hold.debit';
    last = (await call(rig, command, { token, accountGuid, amountCents: 100 * (1 + (i % 5)) })).holdId;
  }
}
