import type {
  ConsentRecordView,
  ConsentState,
  ConsentVia,
  Language,
  WithdrawalScope,
} from '../../../common/contract/index';
import { csvText } from '../csv';
import { localSeconds } from '../shifts/local-time';

const HEADERS: Record<Language, string[]> = {
  ru: [
    'время (местное)',
    'гость',
    'id гостя',
    'версия текста',
    'SHA-256 текста',
    'как дано',
    'касса',
    'кассир',
    'реклама',
    'отзыв (местное время)',
    'состояние',
    'время (UTC, ISO 8601)',
    'отзыв (UTC, ISO 8601)',
  ],
  en: [
    'time (local)',
    'guest',
    'guest id',
    'text version',
    'text SHA-256',
    'given',
    'till',
    'cashier',
    'advertising',
    'withdrawn (local time)',
    'state',
    'time (UTC, ISO 8601)',
    'withdrawn (UTC, ISO 8601)',
  ],
};

const VIA: Record<Language, Record<ConsentVia, string>> = {
  ru: { display: 'на экране гостя', paper: 'бумажная форма' },
  en: { display: 'on the guest display', paper: 'paper form' },
};
const SCOPE: Record<Language, Record<WithdrawalScope, string>> = {
  ru: { marketing: 'реклама', all: 'всё' },
  en: { marketing: 'advertising', all: 'all' },
};
const STATE: Record<Language, Record<ConsentState, string>> = {
  ru: { marketing: 'согласие с рекламой', noMarketing: 'без рассылок', withdrawn: 'согласие отозвано' },
  en: {
    marketing: 'consent with advertising',
    noMarketing: 'no advertising',
    withdrawn: 'consent withdrawn',
  },
};
const YES_NO: Record<Language, [string, string]> = { ru: ['да', 'нет'], en: ['yes', 'no'] };

/**
 * The consent log for the venue's data protection officer: one row per consent, the time in the
 * till's local time and (last, for a program) in UTC ISO 8601, withdrawals in both too.
 * `guestName`: the name the terminal's cache knows, empty when it keeps none (consent withdrawn).
 */
export function consentCsv(
  records: readonly ConsentRecordView[],
  language: Language,
  guestName: (customerGuid: string) => string,
): string {
  const rows = [HEADERS[language]];
  for (const r of records) {
    const withdrawals = (local: boolean) =>
      r.withdrawals
        .map((w) => `${local ? localSeconds(Date.parse(w.at)) : w.at} ${SCOPE[language][w.scope]}`)
        .join('; ');
    rows.push([
      localSeconds(Date.parse(r.givenAt)),
      guestName(r.customerGuid),
      r.customerGuid,
      String(r.textVersion),
      r.textSha256,
      VIA[language][r.via],
      r.till,
      r.cashier,
      YES_NO[language][r.marketing ? 0 : 1],
      withdrawals(true),
      STATE[language][r.state],
      r.givenAt,
      withdrawals(false),
    ]);
  }
  return csvText(rows);
}
