import type { HoldKind, HoldState, HoldView } from '../../../common/contract/index';
import type { Locale } from '../i18n/locale.svelte';
import type { queueStrings } from '../i18n/dictionaries/queue';

type QueueWords = (typeof queueStrings)['en'];

/** The words of each hold kind, from the queue's or the notices' dictionary. */
export function kindWord(s: Record<HoldKind, string>, kind: HoldKind): string {
  switch (kind) {
    case 'debit':
      return s.debit;
    case 'credit':
      return s.credit;
    case 'reverse':
      return s.reverse;
  }
}

export function stateWord(s: QueueWords, state: HoldState): string {
  switch (state) {
    case 'queued':
      return s.queued;
    case 'sending':
      return s.sending;
    case 'uncertain':
      return s.uncertainState;
    case 'confirmed':
      return s.confirmed;
    case 'rejected':
      return s.rejectedState;
    case 'cancelled':
      return s.cancelled;
    case 'discarded':
      return s.discarded;
    case 'reversed':
      return s.reversedState;
  }
}

/** A debit takes from the guest, a credit gives: signed as the guest sees it. */
export function signedAmount(locale: Locale, hold: HoldView): string {
  switch (hold.kind) {
    case 'debit':
      return locale.signedMoney(-hold.amountCents);
    case 'credit':
      return locale.signedMoney(hold.amountCents);
    case 'reverse':
      return locale.money(hold.amountCents);
  }
}

/** A hold named in a sentence or a button's label: kind, amount, masked card. */
export function holdLabel(s: QueueWords, locale: Locale, hold: HoldView): string {
  return `${kindWord(s, hold.kind)} ${locale.money(hold.amountCents)}, ${hold.token}`;
}

/** The short form of a hold's id shown beside it (UUIDs are long). */
export function shortId(holdId: string): string {
  return holdId.slice(0, 8);
}
