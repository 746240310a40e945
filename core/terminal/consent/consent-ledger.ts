import type {
  ConsentGiven,
  ConsentRecordView,
  ConsentState,
  Language,
  WithdrawalScope,
} from '../../../common/contract/index';
import type { TerminalDb } from '../../offline';
import { coreError } from '../errors';
import { consentCsv } from './consent-csv';
import { ConsentStore, type ConsentTextRow } from './consent-store';
import { ConsentTexts } from './consent-texts';
import { recordView } from './consent-views';
import { DisplayAgreement } from './display-agreement';

export interface ConsentLedgerOptions {
  now: () => number;
  /** The venue's name for the default text (company.info), null while unknown. */
  venueName: () => string | null;
  /** This till (the terminal's identity). */
  till: () => string;
  /** The guest's name as the cache knows it, for the export; '' when it keeps none. */
  guestName: (customerGuid: string) => string;
}

/** The consent a new guest gave, checked: the text version it names, as stored. */
export interface CheckedConsent {
  consent: ConsentGiven;
  text: ConsentTextRow;
}

/** The longest log a list or an export reads. */
const ALL = 100_000;

/**
 * The guests' consents kept by the terminal (issue 43): checked before a new guest goes to the
 * platform, recorded once the platform created them, withdrawn from the guest's card, listed and
 * exported for a manager. Personal data is kept only with consent: `withheld` tells the guest cache
 * which guests it must keep no name, birthday or sex of.
 */
export class ConsentLedger {
  readonly texts: ConsentTexts;
  readonly display: DisplayAgreement;
  private readonly store: ConsentStore;

  constructor(
    db: TerminalDb,
    private readonly options: ConsentLedgerOptions,
  ) {
    this.store = new ConsentStore(db);
    this.texts = new ConsentTexts(this.store, options.now, options.venueName);
    this.display = new DisplayAgreement(options.now);
  }

  /** Refuses a new guest without personal-data consent, to an unknown text, or not given on the display. */
  check(consent: ConsentGiven | undefined): CheckedConsent {
    if (consent?.personalData !== true) throw coreError('consentRequired');
    const text = this.texts.version(consent.textVersion);
    if (!text) throw coreError('consentTextUnknown');
    if (consent.via === 'display' && !this.display.matches(consent)) throw coreError('consentNotGiven');
    return { consent, text };
  }

  /** The new guest's consent, once the platform created them. */
  record(customerGuid: string, { consent, text }: CheckedConsent, cashier: string): void {
    this.store.record({
      customerGuid,
      at: this.options.now(),
      textVersion: text.version,
      textSha256: text.sha256,
      via: consent.via,
      till: this.options.till(),
      cashier,
      marketing: consent.marketing,
    });
    if (consent.via === 'display') this.display.use();
  }

  withdraw(customerGuid: string, scope: WithdrawalScope, cashier: string): ConsentState {
    this.store.withdraw(customerGuid, this.options.now(), scope, this.options.till(), cashier);
    return this.stateOf(customerGuid) ?? 'withdrawn';
  }

  stateOf(customerGuid: string): ConsentState | undefined {
    return this.store.stateOf(customerGuid);
  }

  /** The guest withdrew every consent: the terminal keeps none of their personal data. */
  withheld(customerGuid: string): boolean {
    return this.stateOf(customerGuid) === 'withdrawn';
  }

  list(filter: { customerGuid?: string | undefined; limit?: number | undefined }): ConsentRecordView[] {
    const withdrawals = new Map<string, ReturnType<ConsentStore['withdrawalsOf']>>();
    const of = (guid: string) => {
      let found = withdrawals.get(guid);
      if (!found) withdrawals.set(guid, (found = this.store.withdrawalsOf(guid)));
      return found;
    };
    return this.store
      .records(filter.customerGuid, filter.limit ?? ALL)
      .map((row) => recordView(row, of(row.customer_guid)));
  }

  csv(language: Language): string {
    return consentCsv(this.list({}), language, (guid) =>
      this.withheld(guid) ? '' : this.options.guestName(guid),
    );
  }
}
