/** What the core knows of the guest a hold is for, when it decides whether the hold may be placed. */
export interface HoldSubject {
  /** The guest's blocked flag as last learned (guest-blocked.ts); false when never learned. */
  blocked: boolean;
  /** The guest, when learned: a manager's allowance is kept by it. */
  customerGuid?: string;
}

/** Why a hold is refused before it is queued; a closed set, each an error code of the contract. */
export type HoldDenial = 'guestBlocked';

export type HoldVerdict = { allowed: true; allowedBy?: string } | { allowed: false; denial: HoldDenial };

/**
 * The one place that decides "may a debit or a credit be placed for this guest". The UI greys
 * the buttons from the same flag, but only this check keeps money from moving. A blocked guest's
 * hold goes only on a manager's one-time allowance (`allowedBy`, staff/blocked-allowances.ts),
 * which the hold then uses up. Reversals are never asked: cancelling a hold of a guest blocked
 * since must stay possible.
 */
export function mayPlaceHold(subject: HoldSubject, allowedBy?: string): HoldVerdict {
  if (!subject.blocked) return { allowed: true };
  if (allowedBy !== undefined) return { allowed: true, allowedBy };
  return { allowed: false, denial: 'guestBlocked' };
}
