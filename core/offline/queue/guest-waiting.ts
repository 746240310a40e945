import type { Cents } from '../../../common/platform/money';
import type { GuestCache } from '../guest-cache';
import { largestOfflineDebit, type Exposure, type RiskLimits } from '../risk-policy';
import type { HoldQueueStatements } from './statements';

/** Debit and credit holds waiting on one account (reversals left out), and how many. */
export interface AccountWaiting {
  debitCents: Cents;
  creditCents: Cents;
  count: number;
}

/** A guest's waiting holds as its card shows them, with what a debit offline may still take. */
export interface GuestWaiting {
  /** By account guid; an account with nothing waiting is absent. */
  accounts: ReadonlyMap<string, AccountWaiting>;
  /** The largest offline debit `enqueue` would take now on the account (see largestOfflineDebit). */
  offlineRoom(accountGuid: string): Cents;
}

interface Reader {
  statements: HoldQueueStatements;
  cache: GuestCache | undefined;
  limits: RiskLimits;
  now: number;
}

/**
 * One guest's waiting holds by account and its offline room on each, from one statement (the
 * guest's sums by lane and the terminal's by kind) and the guest's cached balances: a swipe's
 * card reads them at once for every account (issue 27). `customerGuid` '' stands for the holds
 * taken for no known guest, which may take nothing offline.
 */
export function guestWaiting({ statements, cache, limits, now }: Reader, customerGuid: string): GuestWaiting {
  if (customerGuid === '') {
    return { accounts: byAccount(statements.waitingWithoutGuest.all()), offlineRoom: () => 0 };
  }
  const waiting = guestExposure(statements, customerGuid, null);
  const balances = cache?.accountBalances(customerGuid);
  return {
    accounts: byAccount(waiting.rows),
    offlineRoom: (accountGuid) => {
      const balance = balances?.get(accountGuid);
      return largestOfflineDebit(
        {
          now,
          exposure: waiting.exposure(accountGuid),
          cachedBalance: balance && { availableCents: balance.value.available, fetchedAt: balance.fetchedAt },
        },
        limits,
      );
    },
  };
}

/**
 * A known guest's waiting holds (reversals left out) as the offline limits count them: those
 * taken for the guest, and those taken by one of its cards before the guest was known (queued by
 * a token the cache did not know then: its `token:` lane; issue 41), with `tokenHash`'s own when
 * given. The card's figures and `enqueue` both count from here, so what one offers the other takes.
 */
export function guestExposure(
  statements: HoldQueueStatements,
  customerGuid: string,
  tokenHash: string | null,
): { rows: readonly WaitingRow[]; exposure(accountGuid: string): Exposure } {
  // A row's lane is `guest:<its guest>|<account>`, set with its guest at insert and never changed:
  // the guest's rows are those of its lanes, found by their prefix.
  const lanePrefix = `guest:${customerGuid}|`;
  const rows = statements.waitingOfGuest.all({
    guest: customerGuid,
    from: lanePrefix,
    below: `guest:${customerGuid}}`,
  });
  const guestRows: WaitingRow[] = [
    ...rows.filter((r) => r.lane_key !== null),
    ...statements.waitingOfGuestTokens.all({ guest: customerGuid, token: tokenHash }),
  ];
  const terminal = rows.filter((r) => r.lane_key === null);
  const debits = (of: readonly WaitingRow[]) =>
    of.reduce((sum, r) => sum + (r.kind === 'debit' ? r.cents : 0), 0);
  const guestDebitCents = debits(guestRows);
  const terminalDebitCents = debits(terminal);
  const creditCount = terminal.find((r) => r.kind === 'credit')?.n ?? 0;
  return {
    rows: guestRows,
    exposure: (accountGuid) => ({
      accountDebitCents: debits(guestRows.filter((r) => r.account_guid === accountGuid)),
      guestDebitCents,
      terminalDebitCents,
      creditCount,
    }),
  };
}

interface WaitingRow {
  account_guid: string | null;
  kind: 'debit' | 'credit';
  cents: number;
  n: number;
}

function byAccount(rows: readonly WaitingRow[]): Map<string, AccountWaiting> {
  const accounts = new Map<string, AccountWaiting>();
  for (const row of rows) {
    if (row.account_guid === null) continue;
    const entry = accounts.get(row.account_guid) ?? { debitCents: 0, creditCents: 0, count: 0 };
    if (row.kind === 'debit') entry.debitCents += row.cents;
    else entry.creditCents += row.cents;
    entry.count += row.n;
    accounts.set(row.account_guid, entry);
  }
  return accounts;
}
