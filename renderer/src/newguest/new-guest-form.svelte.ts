import type {
  ErrorValue,
  Guest,
  Message,
  ScannedToken,
  TerminalBridge,
} from '../../../common/contract/index';
import { isPhoneText } from '../phone/phone-format';

/** The longest name the contract takes. */
export const NAME_MAX = 100;

export type FieldName = 'lastName' | 'firstName' | 'card' | 'phone';

/** Why a field cannot be sent: the form's own checks, or the core's words about it. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooLong' }
  | { kind: 'notPhone' }
  /** Neither a card nor a phone: the guest could never be found again. */
  | { kind: 'needToken' }
  | { kind: 'core'; message: Message };

export type FieldProblems = Partial<Record<FieldName, FieldProblem>>;

function nameProblem(value: string): FieldProblem | undefined {
  const name = value.trim();
  if (name === '') return { kind: 'required' };
  if (name.length > NAME_MAX) return { kind: 'tooLong' };
  return undefined;
}

/** Which field an invalidInput of customer.create names (`firstName`, `tokens.1.key`...). */
function fieldOf(path: string | number | undefined, tokens: readonly FieldName[]): FieldName | undefined {
  if (path === 'firstName' || path === 'lastName') return path;
  const index = typeof path === 'string' ? /^tokens\.(\d+)/.exec(path)?.[1] : undefined;
  return index === undefined ? undefined : tokens[Number(index)];
}

/**
 * The new guest: names, a card just scanned (by reference, shown masked) and/or a telephone
 * number typed. The phone goes to the core as a manual entry first (its rules decide what is a
 * phone number) and comes back as a token reference; then customer.create. One submit at a time.
 */
export class NewGuestForm {
  lastName = $state('');
  firstName = $state('');
  /** The phone as typed (formatted), until the core has turned it into `phoneToken`. */
  phone = $state('');
  phoneToken = $state<ScannedToken | undefined>(undefined);
  card = $state<ScannedToken | undefined>(undefined);
  problems = $state<FieldProblems>({});
  /** The core's or the platform's refusal of the whole request, in its words. */
  refusal = $state<ErrorValue | undefined>(undefined);
  busy = $state(false);
  /** The guest the card already belongs to, found as soon as it is scanned: the platform would refuse it. */
  cardOwner = $state<Guest | undefined>(undefined);
  #ownerSeq = 0;

  constructor(private readonly bridge: TerminalBridge) {}

  /** A scanned card (or the phone the guest screen found no guest for). */
  takeToken(token: ScannedToken): void {
    this.refusal = undefined;
    this.#forget('card');
    if (token.type === 'phone') {
      this.phoneToken = token;
      this.phone = '';
      this.#forget('phone');
      return;
    }
    this.card = token;
    this.cardOwner = undefined;
    void this.#findOwner(token);
  }

  removeCard(): void {
    this.#ownerSeq++;
    this.card = undefined;
    this.cardOwner = undefined;
  }

  removePhone(): void {
    this.phoneToken = undefined;
  }

  edited(field: FieldName): void {
    this.#forget(field);
    if (field === 'card' || field === 'phone') this.#forget('card');
  }

  reset(): void {
    this.lastName = '';
    this.firstName = '';
    this.phone = '';
    this.phoneToken = undefined;
    this.removeCard();
    this.problems = {};
    this.refusal = undefined;
  }

  /** Creates the guest; undefined when it was not (the problems and the refusal say why). */
  async submit(): Promise<Guest | undefined> {
    if (this.busy) return undefined;
    this.refusal = undefined;
    this.problems = this.#check();
    if (Object.keys(this.problems).length > 0) return undefined;
    this.busy = true;
    try {
      if (this.phone.trim() !== '' && !(await this.#phoneToToken())) return undefined;
      return await this.#create();
    } finally {
      this.busy = false;
    }
  }

  #check(): FieldProblems {
    const problems: FieldProblems = {};
    const last = nameProblem(this.lastName);
    const first = nameProblem(this.firstName);
    if (last) problems.lastName = last;
    if (first) problems.firstName = first;
    const phone = this.phone.trim();
    if (phone !== '' && !isPhoneText(phone)) problems.phone = { kind: 'notPhone' };
    if (!this.card && !this.phoneToken && phone === '') problems.card = { kind: 'needToken' };
    return problems;
  }

  /** The typed phone becomes a token reference; the typed text is cleared once the core has it. */
  async #phoneToToken(): Promise<boolean> {
    const result = await this.bridge['scan.submit']({ text: this.phone.trim(), source: 'manual' });
    if (!result.ok) {
      this.refusal = result.error;
      return false;
    }
    const event = result.value;
    if (event.kind !== 'token' || event.token.type !== 'phone') {
      this.problems = { phone: { kind: 'notPhone' } };
      return false;
    }
    this.phoneToken = event.token;
    this.phone = '';
    return true;
  }

  async #create(): Promise<Guest | undefined> {
    const sent: FieldName[] = [];
    const tokens: { ref: string }[] = [];
    for (const [field, token] of [
      ['card', this.card],
      ['phone', this.phoneToken],
    ] as const) {
      if (!token) continue;
      sent.push(field);
      tokens.push({ ref: token.ref });
    }
    const result = await this.bridge['customer.create']({
      firstName: this.firstName.trim(),
      lastName: this.lastName.trim(),
      tokens,
    });
    if (result.ok) return result.value.customer;
    const { error } = result;
    const field = error.code === 'invalidInput' ? fieldOf(error.details?.field, sent) : undefined;
    if (field) this.problems = { [field]: { kind: 'core', message: error.message } };
    else this.refusal = error;
    return undefined;
  }

  /** Asks whose the card is; a card no guest has (tokenNotFound) or that cannot be asked about now leaves no owner. */
  async #findOwner(card: ScannedToken): Promise<void> {
    const seq = ++this.#ownerSeq;
    const result = await this.bridge['customer.lookup']({ token: { ref: card.ref } });
    if (seq !== this.#ownerSeq) return; // another card was scanned, or it was removed
    this.cardOwner = result.ok ? result.value.customer : undefined;
  }

  #forget(field: FieldName): void {
    if (!(field in this.problems)) return;
    const { [field]: _gone, ...rest } = this.problems;
    this.problems = rest;
  }
}
