/**
 * The pay and award shortcuts (F2, F3) are handled by one account's actions at a time, for the
 * whole guest (GuestHoldKeys): the first mounted, then the next when it goes. Without this a
 * guest with three accounts would open three dialogs on one key.
 */
class ShortcutOwners {
  /** Replaced whole: raw, not a proxy every account's actions push through. */
  #owners = $state.raw<number[]>([]);
  #next = 0;

  /** Queues a claimant; returns its id (release it when unmounted). */
  claim(): number {
    const id = ++this.#next;
    this.#owners = [...this.#owners, id];
    return id;
  }

  release(id: number): void {
    this.#owners = this.#owners.filter((owner) => owner !== id);
  }

  owns(id: number): boolean {
    return this.#owners[0] === id;
  }
}

export const holdShortcuts = new ShortcutOwners();

/** Shortcut keys of the two actions, as KeyboardEvent.key and as shown. */
export const SHORTCUTS = { debit: 'F2', credit: 'F3' } as const;

/** A modal dialog is open: shortcuts of the page behind it do nothing. */
export function modalOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}
