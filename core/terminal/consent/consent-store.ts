import type { ConsentState, ConsentVia, WithdrawalScope } from '../../../common/contract/index';
import type { TerminalDb } from '../../offline';
import { statementCache, type StatementCache } from '../../offline/statement-cache';

export interface ConsentTextRow {
  version: number;
  text: string;
  sha256: string;
  created_at: number;
  created_by: string;
}

export interface ConsentRow {
  id: number;
  customer_guid: string;
  given_at: number;
  text_version: number;
  text_sha256: string;
  via: ConsentVia;
  till: string;
  cashier: string;
  marketing: 0 | 1;
}

export interface WithdrawalRow {
  customer_guid: string;
  at: number;
  scope: WithdrawalScope;
}

export interface NewConsent {
  customerGuid: string;
  at: number;
  textVersion: number;
  textSha256: string;
  via: ConsentVia;
  till: string;
  cashier: string;
  marketing: boolean;
}

/**
 * The guest's consent as it was given and withdrawn: what a later withdrawal takes back of the
 * latest consent (a withdrawal at this till with no consent recorded here still counts: the guest
 * may have given it elsewhere).
 */
export function consentState(
  given: Pick<ConsentRow, 'given_at' | 'marketing'> | undefined,
  withdrawals: readonly Pick<WithdrawalRow, 'at' | 'scope'>[],
): ConsentState | undefined {
  const since = withdrawals.filter((w) => given === undefined || w.at >= given.given_at);
  if (since.some((w) => w.scope === 'all')) return 'withdrawn';
  if (since.some((w) => w.scope === 'marketing')) return 'noMarketing';
  if (given === undefined) return undefined;
  return given.marketing === 1 ? 'marketing' : 'noMarketing';
}

/** The consent tables of the terminal's database (migration 014): rows are added, never changed. */
export class ConsentStore {
  /** Each guest answered asks for its state (the cache's `withheld`): statements are prepared once. */
  private readonly sql: StatementCache;

  constructor(db: TerminalDb) {
    this.sql = statementCache(db);
  }

  latestText(): ConsentTextRow | undefined {
    return this.sql('SELECT * FROM consent_texts ORDER BY version DESC LIMIT 1').get() as
      ConsentTextRow | undefined;
  }

  text(version: number): ConsentTextRow | undefined {
    return this.sql('SELECT * FROM consent_texts WHERE version = ?').get(version) as
      ConsentTextRow | undefined;
  }

  /** The next version of the text (one write: two managers saving at once get two versions). */
  addText(text: string, sha256: string, at: number, by: string): ConsentTextRow {
    return this.sql(
      `INSERT INTO consent_texts (version, text, sha256, created_at, created_by)
           VALUES ((SELECT COALESCE(MAX(version), 0) + 1 FROM consent_texts), ?, ?, ?, ?) RETURNING *`,
    ).get(text, sha256, at, by) as ConsentTextRow;
  }

  record(consent: NewConsent): number {
    const result = this.sql(
      `INSERT INTO consents (customer_guid, given_at, text_version, text_sha256, via, till, cashier, marketing)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      consent.customerGuid,
      consent.at,
      consent.textVersion,
      consent.textSha256,
      consent.via,
      consent.till,
      consent.cashier,
      consent.marketing ? 1 : 0,
    );
    return Number(result.lastInsertRowid);
  }

  withdraw(customerGuid: string, at: number, scope: WithdrawalScope, till: string, cashier: string): void {
    this.sql(
      'INSERT INTO consent_withdrawals (customer_guid, at, scope, till, cashier) VALUES (?, ?, ?, ?, ?)',
    ).run(customerGuid, at, scope, till, cashier);
  }

  /** Newest first; one guest's when `customerGuid` is given. */
  records(customerGuid: string | undefined, limit: number): ConsentRow[] {
    return (
      customerGuid === undefined
        ? this.sql('SELECT * FROM consents ORDER BY id DESC LIMIT ?').all(limit)
        : this.sql('SELECT * FROM consents WHERE customer_guid = ? ORDER BY id DESC LIMIT ?').all(
            customerGuid,
            limit,
          )
    ) as ConsentRow[];
  }

  withdrawalsOf(customerGuid: string): WithdrawalRow[] {
    return this.sql(
      'SELECT customer_guid, at, scope FROM consent_withdrawals WHERE customer_guid = ? ORDER BY id',
    ).all(customerGuid) as WithdrawalRow[];
  }

  stateOf(customerGuid: string): ConsentState | undefined {
    const latest = this.records(customerGuid, 1)[0];
    return consentState(latest, this.withdrawalsOf(customerGuid));
  }
}
