import type { AccountKind } from '../../../common/contract/index';
import type { AccountType } from '../../../common/platform/schemas/account';

/** Words a deposit's account type is named with, in the languages the platform is set up in. */
const DEPOSIT_WORDS = ['депозит', 'deposit'];

/**
 * Whether an account is a deposit. The interface gives an account type only `accountGuid`,
 * `name` and `maxUsage` (whose meaning it does not show, and which the demo's bonus and deposit
 * types share), and no kind: the name the restaurant gave the type is the platform's only word
 * for it. A type whose name contains «депозит» or «deposit» (any case, ё as е) is a deposit;
 * every other type holds bonuses. docs/ui-holds-and-history.md "Deposit accounts".
 */
export function accountKind(type: Pick<AccountType, 'name'>): AccountKind {
  // Russian has no casing rules of its own (only lt, tr and az do): toLowerCase lowers as
  // toLocaleLowerCase('ru') does, without its locale look-up (6 % of a cached swipe, issue 27).
  const name = type.name.toLowerCase().replaceAll('ё', 'е');
  return DEPOSIT_WORDS.some((word) => name.includes(word)) ? 'deposit' : 'bonus';
}
