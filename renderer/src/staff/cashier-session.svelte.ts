import type { ErrorValue, TerminalBridge } from '../../../common/contract/index';
import type { ManagerPermission } from './manager-permission.svelte';

/**
 * The cashier signed in at this till (cashier PINs, issue 15). The core keeps the session and
 * refuses holds without it; this only knows whether to show the sign-in screen. The name lives in
 * the staff status the permission holds.
 */
export class CashierSession {
  /** The setting cashierPins as the core last said it. */
  required = $state(false);

  constructor(
    private readonly bridge: TerminalBridge,
    private readonly permission: ManagerPermission,
  ) {}

  get name(): string | undefined {
    return this.permission.staff?.cashier ?? undefined;
  }

  /** The sign-in screen: the setting is on, the staff is known and nobody is signed in. */
  get signInNeeded(): boolean {
    return this.required && this.permission.staff !== undefined && this.permission.staff.cashier === null;
  }

  /** undefined when signed in, else the core's refusal (wrong PIN, locked). */
  async signIn(pin: string): Promise<ErrorValue | undefined> {
    const result = await this.bridge['cashier.signIn']({ pin });
    if (!result.ok) return result.error;
    this.permission.staff = result.value;
    return undefined;
  }

  /** Ends the session and drops the page's manager grant with it: the next person asks anew. */
  async signOut(): Promise<void> {
    await this.permission.signOut();
    const result = await this.bridge['cashier.signOut']({});
    if (result.ok) this.permission.staff = result.value;
  }
}
