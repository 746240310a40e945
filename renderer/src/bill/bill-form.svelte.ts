import type { AccountView, Connectivity } from '../../../common/contract/index';
import { awardFor, payCap, proposeBill } from '../../../common/bill/proposal';
import type { BillRule, BillRules } from '../../../common/bill/rules';
import { decimalText, parseAmount, type AmountProblem, type Cents } from '../../../common/platform/money';
import { accountFigures, type AccountFigures } from '../holds/account-figures';
import { press, type AmountKey } from '../money/amount';
import { pressNumber } from '../money/bill-number';

/** The fields of a bill, each typed on the keyboard or on the one keypad, which types into the focused one. */
export type BillField = 'total' | 'number' | 'pay' | 'award';

/** What the form works from: the guest's accounts a payment or an award may go to, and the venue's rules. */
export interface BillSituation {
  payable: AccountView[];
  awardable: AccountView[];
  /** Undefined while the settings load. */
  rules: BillRules | undefined;
  connectivity: Connectivity | undefined;
}

/** Why a field's figure cannot be sent; each names the bound it crosses. */
export type FieldProblem =
  | { kind: 'amount'; problem: Exclude<AmountProblem, 'empty'> }
  | { kind: 'required' }
  | { kind: 'overTotal'; limit: Cents }
  | { kind: 'overShare'; limit: Cents }
  | { kind: 'overAvailable'; limit: Cents }
  | { kind: 'overOffline'; limit: Cents }
  | { kind: 'overAward'; limit: Cents };

/** One part of a bill ready for review: the account, the amount and the balance before and after. */
export interface BillPart {
  account: AccountView;
  cents: Cents;
  before: Cents;
  after: Cents;
}

export interface BillPlan {
  billCents: Cents;
  number: string;
  pay?: BillPart;
  award?: BillPart;
  /** What the guest pays in money. */
  moneyCents: Cents;
}

const keypadText = (cents: Cents): string => (cents > 0 ? decimalText(cents).replace(/\.00$/, '') : '');

/** An optional amount: empty is none (0); anything else must read as an amount. */
function optionalCents(text: string): { cents: Cents } | { problem: FieldProblem } {
  if (text === '') return { cents: 0 };
  const parsed = parseAmount(text);
  return parsed.ok
    ? { cents: parsed.cents }
    : {
        problem:
          parsed.problem === 'empty' ? { kind: 'required' } : { kind: 'amount', problem: parsed.problem },
      };
}

/**
 * A bill being entered: its total and number, what to pay with bonuses and what to award. From
 * the total the venue's rules propose both (common/bill/proposal.ts); a figure the cashier
 * typed is theirs and never changes by itself afterwards, while an untouched one follows the
 * total, the payment and the chosen accounts.
 */
export class BillForm {
  total = $state('');
  number = $state('');
  pay = $state('');
  award = $state('');
  focused = $state<BillField>('total');
  payGuid = $state<string | undefined>(undefined);
  awardGuid = $state<string | undefined>(undefined);
  #payTyped = $state(false);
  #awardTyped = $state(false);

  constructor(private readonly situation: () => BillSituation) {
    this.chooseDefaults();
  }

  get payable(): AccountView[] {
    return this.situation().payable;
  }

  get awardable(): AccountView[] {
    return this.situation().awardable;
  }

  /** What the payment field reads as hundredths (0 when empty or not an amount). */
  get payCents(): Cents {
    const amount = optionalCents(this.pay);
    return 'cents' in amount ? amount.cents : 0;
  }

  get payAccount(): AccountView | undefined {
    return this.situation().payable.find((account) => account.accountGuid === this.payGuid);
  }

  get awardAccount(): AccountView | undefined {
    return this.situation().awardable.find((account) => account.accountGuid === this.awardGuid);
  }

  ruleOf(account: AccountView | undefined): BillRule | undefined {
    return account ? this.situation().rules?.[account.accountGuid] : undefined;
  }

  /** The accounts with a rule go first; without any, the first the guest has. */
  chooseDefaults(): void {
    const { payable, awardable } = this.situation();
    const withRule = (accounts: AccountView[], share: (rule: BillRule) => number) =>
      accounts.find((account) => {
        const rule = this.ruleOf(account);
        return rule !== undefined && share(rule) > 0;
      }) ?? accounts[0];
    this.payGuid ??= withRule(payable, (rule) => rule.maxPayBasisPoints)?.accountGuid;
    this.awardGuid ??= withRule(awardable, (rule) => rule.awardBasisPoints)?.accountGuid;
    this.propose();
  }

  /** One key of the keypad or the keyboard, into the focused field. */
  press(key: AmountKey): void {
    switch (this.focused) {
      case 'total':
        this.total = press(this.total, key);
        this.propose();
        return;
      case 'number':
        this.number = pressNumber(this.number, key);
        return;
      case 'pay':
        this.pay = press(this.payProposed ? replaced(this.pay, key) : this.pay, key);
        this.#payTyped = true;
        this.propose();
        return;
      case 'award':
        this.award = press(this.awardProposed ? replaced(this.award, key) : this.award, key);
        this.#awardTyped = true;
    }
  }

  /** The payment reads what the rules proposed, not what the cashier typed: the first key replaces it. */
  get payProposed(): boolean {
    return !this.#payTyped && this.pay !== '';
  }

  get awardProposed(): boolean {
    return !this.#awardTyped && this.award !== '';
  }

  /** A whole amount pasted or typed where the keydown did not see it. */
  set(field: Exclude<BillField, 'number'>, text: string): void {
    this[field] = text;
    if (field === 'pay') this.#payTyped = true;
    if (field === 'award') this.#awardTyped = true;
    this.propose();
  }

  choosePay(accountGuid: string): void {
    this.payGuid = accountGuid;
    this.propose();
  }

  chooseAward(accountGuid: string): void {
    this.awardGuid = accountGuid;
    this.propose();
  }

  /** What an untouched payment or award should read now; nothing without a rule or a total. */
  propose(): void {
    const bill = parseAmount(this.total);
    if (!bill.ok) return;
    const payAccount = this.payAccount;
    const payRule = this.ruleOf(payAccount);
    const awardRule = this.ruleOf(this.awardAccount);
    if (!this.#payTyped && payAccount && payRule) {
      const spendableCents = this.figuresOf(payAccount).maxDebitCents;
      this.pay = keypadText(proposeBill(bill.cents, { rule: payRule, spendableCents }, undefined).payCents);
    }
    const paid = optionalCents(this.pay);
    if (!this.#awardTyped && awardRule && 'cents' in paid)
      this.award = keypadText(awardFor(bill.cents, bill.cents - paid.cents, awardRule));
  }

  get billCents(): Cents | undefined {
    const bill = parseAmount(this.total);
    return bill.ok ? bill.cents : undefined;
  }

  /** The problem of each field, if any: the review opens only without any. */
  get problems(): Partial<Record<BillField, FieldProblem>> {
    const problems: Partial<Record<BillField, FieldProblem>> = {};
    const bill = parseAmount(this.total);
    if (!bill.ok)
      problems.total =
        bill.problem === 'empty' ? { kind: 'required' } : { kind: 'amount', problem: bill.problem };
    if (this.number.trim() === '') problems.number = { kind: 'required' };
    const pay = optionalCents(this.pay);
    const award = optionalCents(this.award);
    if ('problem' in pay) problems.pay = pay.problem;
    else if (bill.ok) {
      const problem = this.payProblem(bill.cents, pay.cents);
      if (problem) problems.pay = problem;
    }
    if ('problem' in award) problems.award = award.problem;
    else if (bill.ok && 'cents' in pay) {
      const rule = this.ruleOf(this.awardAccount);
      const limit = rule ? awardFor(bill.cents, bill.cents - pay.cents, rule) : undefined;
      if (limit !== undefined && award.cents > limit) problems.award = { kind: 'overAward', limit };
    }
    return problems;
  }

  private payProblem(billCents: Cents, cents: Cents): FieldProblem | undefined {
    const account = this.payAccount;
    if (cents === 0 || !account) return undefined;
    if (cents > billCents) return { kind: 'overTotal', limit: billCents };
    const rule = this.ruleOf(account);
    const share = rule ? payCap(billCents, rule) : undefined;
    if (share !== undefined && cents > share) return { kind: 'overShare', limit: share };
    const figures = this.figuresOf(account);
    const limit = figures.maxDebitCents;
    if (cents <= limit) return undefined;
    return figures.offlineMaximumCents === undefined
      ? { kind: 'overAvailable', limit }
      : { kind: 'overOffline', limit };
  }

  /**
   * The account's figures as every screen shows them (account-figures.ts), online and offline,
   * the queue taken off: the bill offers and checks exactly what the core accepts.
   */
  figuresOf(account: AccountView): AccountFigures {
    return accountFigures(account, this.situation().connectivity);
  }

  /** The bill as it will be sent, or undefined while a field has a problem or nothing moves. */
  get plan(): BillPlan | undefined {
    const billCents = this.billCents;
    if (billCents === undefined || Object.keys(this.problems).length > 0) return undefined;
    const payCents = this.payCents;
    const typedAward = optionalCents(this.award);
    const awardCents = 'cents' in typedAward ? typedAward.cents : 0;
    const payAccount = this.payAccount;
    const awardAccount = this.awardAccount;
    const available = payAccount && this.figuresOf(payAccount).availableCents;
    const pay =
      payCents > 0 && payAccount && available !== undefined
        ? { account: payAccount, cents: payCents, before: available, after: available - payCents }
        : undefined;
    const award =
      awardCents > 0 && awardAccount
        ? {
            account: awardAccount,
            cents: awardCents,
            before: awardAccount.balance.ledgerCents,
            after: awardAccount.balance.ledgerCents + awardCents,
          }
        : undefined;
    if (!pay && !award) return undefined;
    return {
      billCents,
      number: this.number.trim(),
      ...(pay ? { pay } : {}),
      ...(award ? { award } : {}),
      moneyCents: billCents - payCents,
    };
  }
}

/**
 * What a key starts from on a proposed amount (issue 41): a digit or the separator replaces it
 * (200 proposed, 5 gives 5, not 2005); Backspace and Del edit it as typed.
 */
function replaced(text: string, key: AmountKey): string {
  return key.kind === 'digit' || key.kind === 'separator' ? '' : text;
}
