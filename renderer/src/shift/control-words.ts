import type { ControlCheck, Presence } from '../../../common/contract/index';
import type { shiftControlStrings } from '../i18n/dictionaries/shiftControl';

type ControlWords = (typeof shiftControlStrings)['en'];

/** A check's heading words. */
export function checkWord(s: ControlWords, check: ControlCheck): string {
  switch (check) {
    case 'awardWithoutBill':
      return s.awardWithoutBill;
    case 'awardOverRule':
      return s.awardOverRule;
    case 'repeatAward':
      return s.repeatAward;
    case 'billException':
      return s.billException;
    case 'paidWithoutCard':
      return s.paidWithoutCard;
    case 'manualCard':
      return s.manualCard;
    case 'reversal':
      return s.reversal;
    case 'discard':
      return s.discard;
  }
}

/** How the guest was there for a payment, in words («ПИН гостя», «QR гостя», «менеджер»). */
export function presenceWord(s: ControlWords, presence: Presence): string {
  switch (presence) {
    case 'card':
      return s.byCard;
    case 'qr':
      return s.byQr;
    case 'pin':
      return s.byPin;
    case 'guestPin':
      return s.byGuestPin;
    case 'guestQr':
      return s.byGuestQr;
    case 'manager':
      return s.byManager;
    case 'unchecked':
      return s.unchecked;
  }
}
