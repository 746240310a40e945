import type { HoldKind, HoldNotice } from '../../../common/contract/index';
import type { noticeStrings } from '../i18n/dictionaries/notices';
import type { Locale } from '../i18n/locale.svelte';
import { kindWord } from '../queue/hold-words';

type NoticeWords = (typeof noticeStrings)['en'];

function refusedTitle(s: NoticeWords, kind: HoldKind): string {
  switch (kind) {
    case 'debit':
      return s.debitRefused;
    case 'credit':
      return s.creditRefused;
    case 'reverse':
      return s.reverseRefused;
  }
}

/** What happened, as the notice's heading. */
export function noticeTitle(s: NoticeWords, notice: HoldNotice): string {
  const what = kindWord(s, notice.hold.kind);
  switch (notice.kind) {
    case 'refused':
      return refusedTitle(s, notice.hold.kind);
    case 'needsManager':
      return s.mayHaveApplied(what);
    case 'unknown':
      return s.unknown(what);
    case 'applied':
      return s.applied(what);
  }
}

function refusedAction(s: NoticeWords, locale: Locale, kind: HoldKind, amount: number): string {
  switch (kind) {
    case 'debit':
      return s.takeAnotherWay(locale.money(amount));
    case 'credit':
      return s.tellGuestNotAwarded;
    case 'reverse':
      return s.callManagerReverse;
  }
}

/** What the cashier does about it. */
export function noticeAction(s: NoticeWords, locale: Locale, notice: HoldNotice): string {
  switch (notice.kind) {
    case 'refused':
      return refusedAction(s, locale, notice.hold.kind, notice.hold.amountCents);
    case 'needsManager':
      return s.callManager;
    case 'unknown':
      return s.beingChecked;
    case 'applied':
      return s.nothingToDo;
  }
}

/** Whose hold, how much, which bill, when: "Иванов Иван · 300,00 · чек 17 · принято в 14:05". */
export function noticeFacts(s: NoticeWords, locale: Locale, notice: HoldNotice, now = new Date()): string[] {
  const { hold } = notice;
  return [
    hold.guestName ?? s.card(hold.token),
    locale.money(hold.amountCents),
    hold.billNumber !== undefined ? s.bill(hold.billNumber) : s.noBill,
    s.takenAt(sameDay(hold.createdAt, now) ? locale.time(hold.createdAt) : locale.dateTime(hold.createdAt)),
  ];
}

function sameDay(moment: string, now: Date): boolean {
  return new Date(moment).toDateString() === now.toDateString();
}
