import type { CommandName, ErrorCode, HoldView } from '../../../../common/contract/index';
import type { BillRule } from '../../../../common/bill/rules';
import { dispatch } from '../../../../core/hosts/dispatch';
import type { TerminalCore } from '../../../../core/terminal/terminal-core';
import { commandValue } from '../../../support/command-value';
import { quietLog } from '../../../support/recording-handlers';
import { IVANOV_CARD } from '../../../support/server-app';

export const BONUS = 'bonus_account_type-1';
export const PIN = '2468';
export const HALF_AND_FIVE: BillRule = {
  maxPayBasisPoints: 5_000,
  awardBasisPoints: 500,
  rounding: { mode: 'halfUp', step: 'cent' },
  minBillForAwardCents: 0,
};

/** The money commands as the renderer sends them, over the dispatcher of one core, with a manager. */
export function guardRig(core: () => TerminalCore) {
  const call = (name: CommandName, input: unknown = {}) => dispatch(core().handlers, name, input, quietLog());
  const value = <T>(name: CommandName, input: unknown = {}) => commandValue<T>(core(), name, input);
  /** The error code a command is refused with (fails when it goes through). */
  async function refusal(name: CommandName, input: unknown): Promise<{ code: ErrorCode; details?: unknown }> {
    const result = await call(name, input);
    if (result.ok) throw new Error(`${name} went through: ${JSON.stringify(result.value)}`);
    return { code: result.error.code, details: result.error.details };
  }
  /** The platform's own history of Иванов's bonus account: how many operations it holds. */
  async function platformHistory(token: unknown = IVANOV_CARD): Promise<number> {
    const history = await value<{ transactions: unknown[] }>('account.history', {
      token,
      accountGuid: BONUS,
    });
    return history.transactions.length;
  }
  const holds = async () => (await value<{ holds: HoldView[] }>('queue.list', {})).holds;
  /** A one-action grant for exactly this command, guest and amount. */
  async function grantFor(command: CommandName, customerGuid: string, amountCents: number): Promise<string> {
    const view = await value<{ grant: string }>('grant.request', {
      pin: PIN,
      scope: 'action',
      action: { command, customerGuid, amountCents },
    });
    return view.grant;
  }
  return { call, value, refusal, platformHistory, holds, grantFor };
}
