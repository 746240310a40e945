import { fireEvent, waitFor, within } from '@testing-library/svelte';
import { expect } from 'vitest';
import type { AccountView, Connectivity, Guest, HoldView, Status } from '../../../common/contract/index';
import type { Terminal } from '../../src/context';
import type { FakeBridge } from '../support/fake-bridge';
import { REF, account } from '../guest/fixtures';
import { status as queueStatus } from '../queue/holds';

export { REF, account } from '../guest/fixtures';

export function guest(accounts: AccountView[] = [account()]): Guest {
  return {
    customerGuid: 'customer-1',
    firstName: 'Иван',
    lastName: 'Иванов',
    middleName: 'Иванович',
    tokens: [{ type: 'card', entry: 'trackCode', masked: '…4567', ref: REF }],
    accounts,
  };
}

export function status(connectivity: Connectivity): Status {
  return queueStatus({
    connectivity,
    since: '2026-11-23T10:00:00.000Z',
    platform: { url: 'http://127.0.0.1:1', embedded: true, user: 'demo' },
    lastOnlineAt: null,
    scanner: { backend: { state: 'missing', reason: 'notThisHost' }, readers: [] },
  });
}

/** The guest on screen, looked up by a card reference, with the terminal online or not. */
export async function showGuest(
  terminal: Terminal,
  fake: FakeBridge,
  options: { connectivity?: Connectivity; guest?: Guest } = {},
): Promise<void> {
  fake.ok('status', status(options.connectivity ?? 'online'));
  await terminal.status.refresh();
  fake.ok('guest.lookup', {
    guest: options.guest ?? guest(),
    source: 'live',
    ageMs: 0,
    fetchedAt: '2026-11-23T10:00:00.000Z',
  });
  await terminal.guest.lookup({ ref: REF });
}

export function holdView(overrides: Partial<HoldView> = {}): HoldView {
  return {
    holdId: 'hold-1',
    kind: 'debit',
    state: 'confirmed',
    amountCents: 15_000,
    accountGuid: 'bonus_account_type-1',
    customerGuid: 'customer-1',
    token: '…4567',
    createdAt: '2026-11-23T10:15:00.000Z',
    updatedAt: '2026-11-23T10:15:01.000Z',
    attempts: 1,
    bonusTransactionId: 42,
    ...overrides,
  };
}

/** A promise the test settles: holds the core's answer while the UI shows it works. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/**
 * The review's Confirm (components/ConfirmButton.svelte) once it takes a press: off for a
 * human's reaction time after the review appears.
 */
export async function armedConfirm(dialog: HTMLElement): Promise<HTMLButtonElement> {
  const button = await within(dialog).findByRole<HTMLButtonElement>('button', {
    name: /^(Pay|Award|Confirm|Оплатить|Начислить|Подтвердить) Enter$/,
  });
  await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2_000 });
  return button;
}

/** Confirms the review that Enter or Review opened. */
export async function confirmReview(dialog: HTMLElement): Promise<void> {
  await fireEvent.click(await armedConfirm(dialog));
}
