import type { AmountProblem } from '../../../common/platform/money';
import type { holdStrings } from '../i18n/dictionaries/holds';

type HoldWords = (typeof holdStrings)['en'];

/** Why an amount typed cannot be sent, in the cashier's words (a hold's and a bill's). */
export function amountProblemWord(h: HoldWords, problem: Exclude<AmountProblem, 'empty'>): string {
  switch (problem) {
    case 'zero':
      return h.zero;
    case 'notANumber':
      return h.notANumber;
    case 'tooManyDecimals':
      return h.tooManyDecimals;
    case 'tooLarge':
      return h.tooLarge;
  }
}
