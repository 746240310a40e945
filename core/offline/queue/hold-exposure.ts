import type { GuestCache } from '../guest-cache';
import type { Exposure } from '../risk-policy';
import { guestExposure } from './guest-waiting';
import type { HoldQueueStatements } from './statements';

/**
 * What the offline limits weigh a new or retried hold against (risk-policy.ts): the holds that
 * already wait for its guest, card, account and the whole terminal, and the guest's cached balance.
 */
export class HoldExposure {
  constructor(
    private readonly statements: HoldQueueStatements,
    private readonly cache: GuestCache | undefined,
  ) {}

  /** A known guest's counts every hold of its own and of its cards (guest-waiting.ts); else the token's. */
  of(laneKey: string, customerGuid: string | null, tokenHash: string, accountGuid: string): Exposure {
    const s = this.statements;
    if (customerGuid) return guestExposure(s, customerGuid, tokenHash).exposure(accountGuid);
    const cents = (row: { cents: number } | undefined) => row?.cents ?? 0;
    return {
      accountDebitCents: cents(s.debitsOfLane.get(laneKey)),
      guestDebitCents: cents(s.debitsOfToken.get(tokenHash)),
      ...this.terminalExposure(),
    };
  }

  cachedAvailable(customerGuid: string | null, accountGuid: string) {
    if (!customerGuid) return undefined;
    const cached = this.cache?.accountBalance(customerGuid, accountGuid);
    return cached && { availableCents: cached.value.available, fetchedAt: cached.fetchedAt };
  }

  private terminalExposure(): Pick<Exposure, 'terminalDebitCents' | 'creditCount'> {
    const waiting = this.statements.waitingTotals.get();
    return { terminalDebitCents: waiting?.debit ?? 0, creditCount: waiting?.credits ?? 0 };
  }
}
