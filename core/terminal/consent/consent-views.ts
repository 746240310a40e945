import type { ConsentRecordView } from '../../../common/contract/index';
import { consentState, type ConsentRow, type WithdrawalRow } from './consent-store';

const iso = (ms: number) => new Date(ms).toISOString();

/** A consent as recorded, with the withdrawals made since it was given and what they leave of it. */
export function recordView(row: ConsentRow, withdrawals: readonly WithdrawalRow[]): ConsentRecordView {
  const since = withdrawals.filter((w) => w.at >= row.given_at);
  return {
    id: row.id,
    customerGuid: row.customer_guid,
    givenAt: iso(row.given_at),
    textVersion: row.text_version,
    textSha256: row.text_sha256,
    via: row.via,
    till: row.till,
    cashier: row.cashier,
    marketing: row.marketing === 1,
    withdrawals: since.map((w) => ({ at: iso(w.at), scope: w.scope })),
    state: consentState(row, since) ?? 'noMarketing',
  };
}
