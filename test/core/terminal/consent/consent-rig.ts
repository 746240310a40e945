import type { CommandName, Guest } from '../../../../common/contract/index';
import type { DemoCore } from '../../../support/core-rig';
import { guardRig } from '../money-guards/guard-rig';
import { BASIC } from '../../../support/server-app';

export const MANAGER_PIN = '2468';

/** A new guest as the form sends it, with paper consent to text version 1. */
export const NEW_GUEST = {
  lastName: 'Заречная',
  firstName: 'Мария',
  middleName: 'Олеговна',
  dateOfBirth: '1991-07-15',
  sex: 'female',
  phone: '8 (999) 123-45-67',
  email: 'maria@example.ru',
  consent: { personalData: true, marketing: false, textVersion: 1, via: 'paper' },
} as const;

/** The consent commands and guest.create over the dispatcher of the demo core, and the platform itself. */
export function consentRig(demo: DemoCore) {
  const { call, value, refusal } = guardRig(() => demo.core);
  /** The platform's own answer, asked directly (not through the terminal). */
  async function platform<T>(endpoint: string, body: unknown): Promise<T> {
    const response = await fetch(`${demo.server.baseUrl}/online/bonuses/${endpoint}`, {
      method: 'POST',
      headers: { authorization: BASIC, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as T;
  }
  /** How many guests the platform holds. */
  const platformGuests = async () =>
    (await platform<{ customers: unknown[] }>('filterCustomers', { search: '', limit: 1000 })).customers
      .length;
  const create = async (input: unknown = {}) =>
    value<{ guest: Guest; notices?: string[] }>('guest.create', { ...NEW_GUEST, ...(input as object) });
  /** A manager exists; `grant` is a one-action grant for the command. */
  async function grant(command: CommandName): Promise<string> {
    const { grant } = await value<{ grant: string }>('grant.request', {
      pin: MANAGER_PIN,
      scope: 'action',
      action: { command },
    });
    return grant;
  }
  return { call, value, refusal, platform, platformGuests, create, grant };
}
