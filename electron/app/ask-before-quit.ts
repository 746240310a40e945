import type { AppLog } from './log';

export interface AskBeforeQuitDeps {
  /** The cashier's own "quit with `count` holds waiting?" (a native dialog): true to go on. */
  confirm(count: number): Promise<boolean>;
  /** Whether the terminal has managers (before the first one nobody could approve). */
  hasManagers(): boolean;
  /** A manager's approval through the page's PIN dialog (core QuitApproval): true once approved. */
  approve(count: number): Promise<boolean>;
  log: AppLog;
}

/**
 * The quit guard's `ask` in Electron: the cashier is told how many holds wait and asked, then a
 * manager must approve with a PIN (checked by the core like any protected command). Either
 * saying no keeps the app open. The main process only relays: the PIN never passes through it.
 */
export function askCashierThenManager(deps: AskBeforeQuitDeps): (count: number) => Promise<boolean> {
  return async (count) => {
    if (!(await deps.confirm(count))) return false;
    if (!deps.hasManagers()) return true;
    const approved = await deps.approve(count);
    if (!approved) deps.log.info(`quit not approved by a manager: ${count} holds waiting`);
    return approved;
  };
}
