/** Wrong proofs one guest may meet in the window before only a manager can stand in for them. */
export const PROOF_TRIES = 5;
export const PROOF_WINDOW_MS = 15 * 60_000;
/** Guests remembered at most (a flood of made-up guests keeps it bounded). */
const MAX_GUESTS = 10_000;

/**
 * Wrong guest proofs (issue 40), in memory: a 4-digit PIN falls to 10 000 tries, so after
 * PROOF_TRIES wrong ones in PROOF_WINDOW_MS the guest's own proof is not asked again for a while
 * and a payment needs a manager. A right proof clears the count.
 */
export class ProofAttempts {
  private readonly wrong = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  locked(customerGuid: string): boolean {
    return this.recent(customerGuid).length >= PROOF_TRIES;
  }

  failed(customerGuid: string): void {
    const tries = [...this.recent(customerGuid), this.now()];
    this.wrong.delete(customerGuid);
    this.wrong.set(customerGuid, tries);
    if (this.wrong.size > MAX_GUESTS) this.wrong.delete(this.wrong.keys().next().value!);
  }

  succeeded(customerGuid: string): void {
    this.wrong.delete(customerGuid);
  }

  private recent(customerGuid: string): number[] {
    const since = this.now() - PROOF_WINDOW_MS;
    return (this.wrong.get(customerGuid) ?? []).filter((at) => at > since);
  }
}
