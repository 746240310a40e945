import {
  COMMAND_NAMES,
  GRANT_GIVEN_BACK_ON,
  errorValueOf,
  grantNeeded,
  guardOf,
  type CommandName,
  type ErrorCode,
  type ErrorValue,
  type Result,
  type TerminalBridge,
} from '../../../common/contract/index';
import { staffStrings } from '../i18n/dictionaries/staff';
import type { ManagerGrants } from './manager-grants.svelte';

/** The core gave the grant back for the try with the guest's card. */
const GIVEN_BACK: ReadonlySet<ErrorCode> = new Set(GRANT_GIVEN_BACK_ON);

/** The core refused the grant itself: ask for a PIN once more. */
const STALE_GRANT: ReadonlySet<ErrorCode> = new Set([
  'grantRequired',
  'grantExpired',
  'grantUsed',
  'grantUnknown',
  'grantOtherLaunch',
]);

/** The manager's PIN was not given for `command`. */
const noPin = (command: CommandName): ErrorValue =>
  errorValueOf(
    'grantRequired',
    { ru: staffStrings.ru.cancelled, en: staffStrings.en.cancelled },
    { command },
  );

type Call = (input: object) => Promise<Result<unknown>>;

/**
 * The bridge the screens use: a command the contract guards asks for a manager's PIN first (when
 * the terminal has managers), then goes with the grant. Every screen's protected action gets the
 * question where it starts, and no screen handles grants itself. Cancelled: `grantRequired`.
 */
export function guardedBridge(bridge: TerminalBridge, grants: ManagerGrants): TerminalBridge {
  const guarded = new Map<CommandName, Call>();
  for (const name of COMMAND_NAMES) {
    if (guardOf(name) === undefined) continue;
    const call = (input: object) => (bridge[name] as unknown as Call)(input);
    guarded.set(name, async (input) => {
      if (!grantNeeded(guardOf(name), input)) return call(input);
      const staff = await grants.loadStaff();
      if (!staff || staff.managers.length === 0) return call(input);
      for (let attempt = 0; ; attempt += 1) {
        const grant = await grants.grantFor(name);
        if (grant === undefined) return { ok: false, error: noPin(name) };
        const result = await call({ ...input, grant });
        if (!result.ok && GIVEN_BACK.has(result.error.code)) grants.keepForRetry(name, grant);
        if (result.ok || !STALE_GRANT.has(result.error.code) || attempt > 0) return result;
        grants.forget();
      }
    });
  }
  return new Proxy(bridge, {
    get(target, property, receiver) {
      if (typeof property === 'string' && guarded.has(property as CommandName))
        return guarded.get(property as CommandName);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
