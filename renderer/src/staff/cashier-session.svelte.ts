import type { ErrorValue, TerminalBridge } from '../../../common/contract/index';
import type { ManagerGrants } from './manager-grants.svelte';
import { contextPiece } from '../context-piece';

/**
 * The cashier signed in at this till (cashier PINs, issue 15). The core keeps the session and
 * refuses holds without it; this only knows whether to show the sign-in screen. The name lives in
 * the staff status the grants hold.
 */
export class CashierSession {
  /** The setting cashierPins as the core last said it. */
  required = $state(false);

  constructor(
    private readonly bridge: TerminalBridge,
    private readonly grants: ManagerGrants,
  ) {}

  get name(): string | undefined {
    return this.grants.staff?.cashier ?? undefined;
  }

  /** The sign-in screen: the setting is on, the staff is known and nobody is signed in. */
  get signInNeeded(): boolean {
    return this.required && this.grants.staff !== undefined && this.grants.staff.cashier === null;
  }

  /** undefined when signed in, else the core's refusal (wrong PIN, locked). */
  async signIn(pin: string): Promise<ErrorValue | undefined> {
    const result = await this.bridge['cashier.signIn']({ pin });
    if (!result.ok) return result.error;
    this.grants.staff = result.value;
    return undefined;
  }

  /** Ends the session and drops the page's manager grant with it: the next person asks anew. */
  async signOut(): Promise<void> {
    await this.grants.signOut();
    const result = await this.bridge['cashier.signOut']({});
    if (result.ok) this.grants.staff = result.value;
  }
}

/** The cashier signed in when cashier PINs are on. */
export const [useCashiers, cashiersEntry] = contextPiece<CashierSession>('cashiers');
