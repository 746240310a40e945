import type { Cents } from '../../../common/platform/money';
import type { billStrings } from '../i18n/dictionaries/bill';
import type { holdStrings } from '../i18n/dictionaries/holds';
import { amountProblemWord } from '../holds/amount-words';
import type { FieldProblem } from './bill-form.svelte';

type BillWords = (typeof billStrings)['en'];
type HoldWords = (typeof holdStrings)['en'];

/** A bill field's problem in the cashier's words. */
export function problemWords(
  problem: FieldProblem,
  b: BillWords,
  h: HoldWords,
  money: (cents: Cents) => string,
): string {
  switch (problem.kind) {
    case 'required':
      return b.required;
    case 'amount':
      return amountProblemWord(h, problem.problem);
    case 'overTotal':
      return b.overTotal(money(problem.limit));
    case 'overShare':
      return b.overShare(money(problem.limit));
    case 'overAvailable':
      return b.overAvailable(money(problem.limit));
    case 'overOffline':
      return b.overOffline(money(problem.limit));
    case 'overAward':
      return b.overAward(money(problem.limit));
  }
}
