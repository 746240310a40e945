import { randomUUID } from 'node:crypto';
import type {
  CheckInOutcome,
  ConsentOutcome,
  DisplayScreen,
  DisplayView,
  Language,
  ProofOutcome,
  ScannedToken,
} from '../../../common/contract/index';
import type { PublicCompanyInfo } from '../../../common/platform/schemas';
import type { ClassifyRules } from '../../../common/scanner/rules';
import { classifyManual } from '../../scanner/classify';
import type { CoreContext } from '../context';
import { CoreError } from '../errors';
import { lookupGuest } from '../guests/guest-commands';
import { scanEventView } from '../readers/scan-views';
import { CheckInPace } from './check-in-pace';

const IDLE: DisplayScreen = { kind: 'idle' };

/** The venue as guests know it: company.info's short name, else its name; null when it has none. */
export function venueNameOf(company: PublicCompanyInfo | undefined): string | null {
  for (const name of [company?.org1NameShort, company?.org1Name] as unknown[]) {
    if (typeof name === 'string' && name.trim() !== '') return name.trim().slice(0, 100);
  }
  return null;
}

/**
 * The guest's display as the core keeps it: the latest screen the cashier's page published, in
 * the display's language, with the venue's name; every change goes out as the `display` event.
 * A phone check-in finds the guest and tells the cashier's page (`checkIn`), which opens the
 * guest only once the cashier confirms; the display learns the first name and nothing else.
 */
export class GuestDisplay {
  private screen: DisplayScreen = IDLE;
  private readonly pace: CheckInPace;
  private venueRead: Promise<void> | undefined;
  /**
   * The venue's name, kept off the path of every change (a screen follows each of the cashier's):
   * read from the document cache once, then set each time company info is stored.
   */
  private venue: string | null;

  /** `readVenue` reads company.info (kept by the core's document cache), whose name the idle display shows. */
  constructor(
    private readonly ctx: CoreContext,
    private readonly rules: () => ClassifyRules,
    private readonly readVenue: () => Promise<unknown>,
  ) {
    this.pace = new CheckInPace(() => ctx.now());
    this.venue = venueNameOf(ctx.documents.companyInfo()?.value);
    ctx.documents.onCompanyInfo((company) => {
      const name = venueNameOf(company);
      if (name === this.venue) return;
      this.venue = name;
      this.changed();
    });
  }

  /** The view once the venue's name was asked for (once per launch while unknown; offline it stays null). */
  async current(): Promise<DisplayView> {
    await this.knowVenue();
    return this.view();
  }

  view(): DisplayView {
    const settings = this.ctx.settings.value;
    const language: Language =
      settings.displayLanguage === 'cashier' ? settings.language : settings.displayLanguage;
    return { language, venueName: this.venue, screen: this.screen };
  }

  /** Pushes the screen; while the venue is unknown it is read, and pushed again once stored. */
  show(screen: DisplayScreen): void {
    this.screen = screen.kind === 'consent' ? this.withConsentText(screen) : screen;
    this.changed();
    // The core closed while the venue was read (its database is gone): nothing left to push.
    if (this.venue === null) this.knowVenue().catch(() => undefined);
  }

  private knowVenue(): Promise<void> {
    if (this.venue !== null) return Promise.resolve();
    this.venueRead ??= this.readVenue().then(
      () => undefined,
      () => undefined,
    );
    const read = this.venueRead;
    // A failed read (offline) may be tried again by the next screen.
    void read.then(() => {
      if (this.venueRead === read) this.venueRead = undefined;
    });
    return read;
  }

  /** The language or the venue's name may have changed. */
  changed(): void {
    this.ctx.events.emit('display', this.view());
  }

  /**
   * The guest's own PIN typed on the display while it asks for one (issue 40): kept behind a
   * reference of a typed PIN, which the cashier's page sends as the payment's proof. The digits go
   * nowhere else; the reference is forgotten once the proof is used.
   */
  proof(pin: string): ProofOutcome {
    if (this.screen.kind !== 'proof') return { outcome: 'notAsked' };
    const ref = this.ctx.tokens.remember({ type: 'pin', entry: 'manual', key: pin }, undefined, 'typed');
    this.ctx.events.emit('guestProof', { ref });
    return { outcome: 'sent' };
  }

  /** The consent screen with the text of its version as stored (the current one for a version unknown here). */
  private withConsentText(screen: Extract<DisplayScreen, { kind: 'consent' }>): DisplayScreen {
    const texts = this.ctx.consent.texts;
    const text = texts.version(screen.textVersion) ?? texts.current();
    return { ...screen, textVersion: text.version, text: text.text };
  }

  /**
   * The guest pressed «Согласен» on the consent text (issue 43): kept for the new guest the
   * cashier creates next (consent `display`), and the cashier's page told (`guestConsent`).
   */
  consent(marketing: boolean): ConsentOutcome {
    if (this.screen.kind !== 'consent') return { outcome: 'notAsked' };
    const { textVersion } = this.screen;
    this.ctx.consent.display.agreed(textVersion, marketing);
    this.ctx.events.emit('guestConsent', { textVersion, marketing });
    return { outcome: 'recorded' };
  }

  async checkIn(phone: string): Promise<CheckInOutcome> {
    const scan = scanEventView(classifyManual(phone, this.rules()), this.ctx.tokens);
    if (scan.kind !== 'token' || scan.token.type !== 'phone') return { outcome: 'notPhone' };
    if (!this.pace.take()) return { outcome: 'tooMany' };
    try {
      return await this.find(scan.token);
    } finally {
      this.pace.done();
    }
  }

  private async find(token: ScannedToken): Promise<CheckInOutcome> {
    try {
      const { guest } = await lookupGuest(this.ctx, { token: { ref: token.ref } });
      this.ctx.events.emit('checkIn', {
        checkInId: randomUUID(),
        firstName: guest.firstName.slice(0, 100),
        lastName: guest.lastName.slice(0, 100),
        token,
      });
      return { outcome: 'found', firstName: guest.firstName.slice(0, 100) };
    } catch (error) {
      if (error instanceof CoreError && error.value.code === 'tokenNotFound') return { outcome: 'notFound' };
      return { outcome: 'askCashier' };
    }
  }
}
