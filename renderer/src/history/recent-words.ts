import type { HoldKind, HoldState, HoldView } from '../../../common/contract/index';
import type { historyStrings } from '../i18n/dictionaries/history';
import type { Locale } from '../i18n/locale.svelte';
import { signedAmount } from '../queue/hold-words';

type HistoryWords = (typeof historyStrings)['en'];

/** What a recent hold is, in words: a cancellation names what it cancelled (amount and time). */
export function recentWhat(s: HistoryWords, locale: Locale, hold: HoldView, target?: HoldView): string {
  switch (hold.kind) {
    case 'debit':
      return s.kindDebit;
    case 'credit':
      return s.kindCredit;
    case 'reverse':
      if (!target) return s.kindReverse;
      return s.reverseOf(
        cancelled(s, target.kind),
        locale.money(target.amountCents),
        when(locale, target, hold),
      );
  }
}

/** The operation a cancellation undid, as the object of "Cancellation of …". */
function cancelled(s: HistoryWords, kind: HoldKind): string {
  switch (kind) {
    case 'debit':
      return s.ofDebit;
    case 'credit':
      return s.ofCredit;
    case 'reverse':
      return s.ofReverse;
  }
}

/** The target's time; with its date when it was made on another day than its cancellation. */
function when(locale: Locale, target: HoldView, reversal: HoldView): string {
  const sameDay = new Date(target.createdAt).toDateString() === new Date(reversal.createdAt).toDateString();
  return sameDay ? locale.time(target.createdAt) : locale.dateTime(target.createdAt);
}

/**
 * The hold's amount signed as the guest sees it: a cancellation gives back what a payment took
 * and takes back what an award gave (unsigned when what it cancelled is not known).
 */
export function recentAmount(locale: Locale, hold: HoldView, target?: HoldView): string {
  if (hold.kind !== 'reverse' || !target) return signedAmount(locale, hold);
  return locale.signedMoney(target.kind === 'debit' ? hold.amountCents : -hold.amountCents);
}

export function recentState(s: HistoryWords, state: HoldState): string {
  switch (state) {
    case 'queued':
      return s.stateQueued;
    case 'sending':
      return s.stateSending;
    case 'uncertain':
      return s.stateUncertain;
    case 'confirmed':
      return s.stateConfirmed;
    case 'rejected':
      return s.stateRejected;
    case 'cancelled':
      return s.stateCancelled;
    case 'discarded':
      return s.stateDiscarded;
    case 'reversed':
      return s.stateReversed;
  }
}

/** How a row looks: refused (nothing moved, the platform said no), void (undone), or as it is. */
export type RecentTone = 'refused' | 'void' | 'uncertain' | 'plain';

export function recentTone(state: HoldState): RecentTone {
  switch (state) {
    case 'rejected':
      return 'refused';
    case 'cancelled':
    case 'discarded':
    case 'reversed':
      return 'void';
    case 'uncertain':
      return 'uncertain';
    case 'queued':
    case 'sending':
    case 'confirmed':
      return 'plain';
  }
}
