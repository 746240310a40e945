import type { TerminalBridge } from '../../../common/contract/index';
import type { GuestState } from '../state/guest.svelte';
import type { StatusState } from '../state/status.svelte';
import type { ManagerGrants } from '../staff/manager-grants.svelte';

/**
 * What a money dialog's submission (a hold, a reversal, a bill) reaches of the terminal: the part
 * of the context (context.ts) this feature needs, named here so that it imports no other feature
 * and the context, which assembles the parts, is never imported back.
 */
export interface HoldsTerminal {
  /** Asks for a manager's PIN before a protected command (staff/guarded-bridge.ts). */
  bridge: TerminalBridge;
  grants: ManagerGrants;
  status: StatusState;
  guest: GuestState;
}
