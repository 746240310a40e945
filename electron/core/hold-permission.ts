/** What the core knows of the guest a hold is for, when it decides whether the hold may be placed. */
export interface HoldSubject {
  /** The guest's blocked flag as last learned (guest-blocked.ts); false when never learned. */
  blocked: boolean;
}

/** Why a hold is refused before it is queued; a closed set, each an error code of the contract. */
export type HoldDenial = 'guestBlocked';

export type HoldVerdict = { allowed: true } | { allowed: false; denial: HoldDenial };

/**
 * The one place that decides "may a debit or a credit be placed for this guest". The UI greys
 * the buttons from the same flag, but only this check keeps money from moving. A manager's
 * one-time allowance (the manager role, not built here) belongs here as a further input that
 * turns a denial into `allowed`. Reversals are never asked: cancelling a hold of a guest
 * blocked since must stay possible.
 */
export function mayPlaceHold(subject: HoldSubject): HoldVerdict {
  if (subject.blocked) return { allowed: false, denial: 'guestBlocked' };
  return { allowed: true };
}
