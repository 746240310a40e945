import type { ErrorValue } from '../../../common/contract/index';
import { MAX_AGE_YEARS } from '../../../common/guest/birthday';
import type { newGuestStrings } from '../i18n/dictionaries/newGuest';
import type { Locale } from '../i18n/locale.svelte';
import { NAME_MAX, type FieldProblem } from './new-guest-form.svelte';

/** The new guest screen's words for what the form or the core said. */
type Words = (typeof newGuestStrings)['en'];

/** Why a field cannot be sent, in words. */
export function problemText(s: Words, locale: Locale, problem: FieldProblem): string {
  switch (problem.kind) {
    case 'required':
      return s.required;
    case 'tooLong':
      return s.tooLong(locale.number(NAME_MAX));
    case 'notPhone':
      return s.notPhone;
    case 'needToken':
      return s.needToken;
    case 'notADate':
      return s.notADate;
    case 'future':
      return s.future;
    case 'tooOld':
      return s.tooOld(locale.number(MAX_AGE_YEARS));
    case 'notEmail':
      return s.notEmail;
    case 'pinDigits':
      return s.pinDigits;
    case 'taken':
      return s.taken;
    case 'consentRequired':
      return s.consentRequired;
    case 'core':
      return locale.message(problem.message);
  }
}

/** Why the guest was not created. */
export function refusalText(s: Words, locale: Locale, error: ErrorValue): string {
  switch (error.code) {
    // The platform's 400 for createCustomer: a token bound to someone else, or a value it will not take.
    case 'platformRefused':
      return s.refused;
    case 'platformUnavailable':
      return s.offline;
    default:
      return locale.message(error.message);
  }
}

/** What a token taken as the guest's card is: a card, the guest app's QR code, a PIN, a phone. */
export function tokenWord(s: Words, type: string): string {
  switch (type) {
    case 'card':
      return s.tokenCard;
    case 'qrGuest':
      return s.tokenQr;
    case 'pin':
      return s.tokenPin;
    case 'phone':
      return s.tokenPhone;
    default:
      return type;
  }
}
