import type { TerminalBridge } from '../../../common/contract/index';
import { useBridge } from '../bridge/use-bridge';
import { useGuest, type GuestState } from '../state/guest.svelte';
import { useStatus, type StatusState } from '../state/status.svelte';
import { useGrants, type ManagerGrants } from '../staff/manager-grants.svelte';

/**
 * What a money dialog's submission (a hold, a reversal, a bill) reaches of the terminal, named
 * here so that a submission imports no other feature and is given exactly this, in a test too.
 */
export interface HoldsTerminal {
  /** Asks for a manager's PIN before a protected command (staff/guarded-bridge.ts). */
  bridge: TerminalBridge;
  grants: ManagerGrants;
  status: StatusState;
  guest: GuestState;
}

/** The money dialogs' part of the context, for a dialog to hand to its submission. */
export function useHoldsTerminal(): HoldsTerminal {
  return { bridge: useBridge(), grants: useGrants(), status: useStatus(), guest: useGuest() };
}
