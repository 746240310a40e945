import {
  DISPLAY_COMMANDS,
  DISPLAY_EVENTS,
  type CommandName,
  type EventName,
} from '../../common/contract/index';
import type { Audience } from '../../common/contract/audience';
import { secretMatches } from './loopback-guard';

export type { Audience };

/**
 * Who holds a secret: the cashier's page (the whole contract) or the guest's display (its read
 * commands, its check-in and its one event). Each has its own per-launch secret.
 */
export interface AudienceSecrets {
  cashier: string;
  display: string;
}

/** Whose secret was presented, or undefined for none of ours (both compared in constant time). */
export function audienceOf(secrets: AudienceSecrets, given: string | undefined): Audience | undefined {
  const cashier = secretMatches(secrets.cashier, given);
  const display = secretMatches(secrets.display, given);
  return cashier ? 'cashier' : display ? 'display' : undefined;
}

/** Whether a command name (any text a client sent) is one this audience may call. */
export function mayCall(audience: Audience, name: string): boolean {
  switch (audience) {
    case 'cashier':
      return true;
    case 'display':
      return (DISPLAY_COMMANDS as readonly string[]).includes(name);
  }
}

export function mayReceive(audience: Audience, event: EventName): boolean {
  switch (audience) {
    case 'cashier':
      return true;
    case 'display':
      return (DISPLAY_EVENTS as readonly EventName[]).includes(event);
  }
}

/** The names of the commands an audience may call, for a host that registers them one by one. */
export function callableBy(audience: Audience, names: readonly CommandName[]): CommandName[] {
  return names.filter((name) => mayCall(audience, name));
}
