import type {
  CommandInput,
  ErrorValue,
  Guest,
  Message,
  ScannedToken,
  Sex,
  TerminalBridge,
} from '../../../common/contract/index';
import { GUEST_NAME_MAX, GUEST_PIN } from '../../../common/contract/new-guest';
import type { BirthdayProblem } from '../../../common/guest/birthday';
import { digitsOf, isPhoneText } from '../phone/phone-format';
import { NO_BIRTHDAY, readBirthday, type BirthdayInput } from './birthday-input';
import { ConsentChoice } from './consent-choice.svelte';

/** The longest name the contract takes. */
export const NAME_MAX = GUEST_NAME_MAX;

export type FieldName =
  'lastName' | 'firstName' | 'middleName' | 'birthday' | 'email' | 'card' | 'phone' | 'pin' | 'consent';

/** Why a field cannot be sent: the form's own checks, or the core's words about it. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooLong' }
  | { kind: 'notPhone' }
  /** Neither a card nor a phone: the guest could never be found again. */
  | { kind: 'needToken' }
  | { kind: BirthdayProblem }
  | { kind: 'notEmail' }
  | { kind: 'pinDigits' }
  /** The platform would not take it: another guest has it. */
  | { kind: 'taken' }
  | { kind: 'consentRequired' }
  | { kind: 'core'; message: Message };

export type FieldProblems = Partial<Record<FieldName, FieldProblem>>;

/** What the core's invalidInput names when the platform will not take a token (core/terminal/guests/new-guest-request.ts). */
const TOKEN_TAKEN = 'belongs to another guest';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Fewer digits than any telephone number the till's rules take. */
const PHONE_MIN_DIGITS = 7;

function nameProblem(value: string, required: boolean): FieldProblem | undefined {
  const name = value.trim();
  if (name === '') return required ? { kind: 'required' } : undefined;
  if (name.length > NAME_MAX) return { kind: 'tooLong' };
  return undefined;
}

/** Which field an invalidInput of guest.create names (`firstName`, `dateOfBirth`, `tokens.1`...). */
function fieldOf(path: string | undefined, tokens: readonly FieldName[]): FieldName | undefined {
  switch (path) {
    case 'firstName':
    case 'lastName':
    case 'middleName':
    case 'email':
    case 'phone':
    case 'pin':
      return path;
    case 'dateOfBirth':
      return 'birthday';
    case 'consent':
      return 'consent';
  }
  const index = path === undefined ? undefined : /^tokens\.(\d+)/.exec(path)?.[1];
  if (index !== undefined) return tokens[Number(index)];
  return path === 'tokens' ? 'card' : undefined;
}

/** A guest just created, with what the platform said about them. */
export interface Created {
  guest: Guest;
  notices: string[];
}

/**
 * The new guest (issue 43): names with the patronymic, the birthday, sex, a phone typed or found,
 * an e-mail, a card scanned (by reference, shown masked), the guest's own PIN, and their consent.
 * The form checks what it can and says it on the field; the core checks everything again. One
 * submit at a time; the PIN leaves the form once sent.
 */
export class NewGuestForm {
  lastName = $state('');
  firstName = $state('');
  middleName = $state('');
  birthday = $state<BirthdayInput>({ ...NO_BIRTHDAY });
  sex = $state<Sex | ''>('');
  /** The phone as typed (formatted); sent as text, read by the core's phone rules. */
  phone = $state('');
  /** A phone the guest screen found no guest for, by reference. */
  phoneToken = $state<ScannedToken | undefined>(undefined);
  email = $state('');
  pin = $state('');
  card = $state<ScannedToken | undefined>(undefined);
  readonly consent: ConsentChoice;
  problems = $state<FieldProblems>({});
  /** The core's or the platform's refusal of the whole request, in its words. */
  refusal = $state<ErrorValue | undefined>(undefined);
  busy = $state(false);
  /** The guest the card already belongs to, found as soon as it is scanned: the platform would refuse it. */
  cardOwner = $state<Guest | undefined>(undefined);
  #ownerSeq = 0;

  constructor(private readonly bridge: TerminalBridge) {
    this.consent = new ConsentChoice(bridge);
  }

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
    if (field === 'card' || field === 'phone' || field === 'pin') this.#forget('card');
  }

  reset(): void {
    this.lastName = '';
    this.firstName = '';
    this.middleName = '';
    this.birthday = { ...NO_BIRTHDAY };
    this.sex = '';
    this.phone = '';
    this.phoneToken = undefined;
    this.email = '';
    this.pin = '';
    this.removeCard();
    this.consent.reset();
    this.problems = {};
    this.refusal = undefined;
  }

  /** Creates the guest; undefined when it was not (the problems and the refusal say why). */
  async submit(): Promise<Created | undefined> {
    if (this.busy) return undefined;
    this.refusal = undefined;
    const { problems, birthday } = this.#check();
    this.problems = problems;
    if (Object.keys(problems).length > 0) return undefined;
    this.busy = true;
    try {
      return await this.#create(birthday);
    } finally {
      this.busy = false;
    }
  }

  #check(): { problems: FieldProblems; birthday: string | undefined } {
    const problems: FieldProblems = {};
    const names = [
      ['lastName', nameProblem(this.lastName, true)],
      ['firstName', nameProblem(this.firstName, true)],
      ['middleName', nameProblem(this.middleName, false)],
    ] as const;
    for (const [field, problem] of names) if (problem) problems[field] = problem;
    const birthday = readBirthday(this.birthday);
    if (birthday.problem) problems.birthday = { kind: birthday.problem };
    const phone = this.phone.trim();
    if (phone !== '' && (!isPhoneText(phone) || digitsOf(phone).length < PHONE_MIN_DIGITS))
      problems.phone = { kind: 'notPhone' };
    const email = this.email.trim();
    if (email !== '' && !EMAIL.test(email)) problems.email = { kind: 'notEmail' };
    if (this.pin !== '' && !GUEST_PIN.test(this.pin)) problems.pin = { kind: 'pinDigits' };
    if (!this.card && !this.phoneToken && phone === '' && this.pin === '')
      problems.card = { kind: 'needToken' };
    if (!this.consent.given()) problems.consent = { kind: 'consentRequired' };
    return { problems, birthday: birthday.date };
  }

  #input(birthday: string | undefined): { input: CommandInput<'guest.create'>; sent: FieldName[] } {
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
    const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
    const input: CommandInput<'guest.create'> = {
      lastName: this.lastName.trim(),
      firstName: this.firstName.trim(),
      middleName: optional(this.middleName),
      dateOfBirth: birthday,
      sex: this.sex === '' ? undefined : this.sex,
      phone: optional(this.phone),
      email: optional(this.email),
      pin: this.pin === '' ? undefined : this.pin,
      tokens,
      consent: this.consent.given(),
    };
    return { input, sent };
  }

  async #create(birthday: string | undefined): Promise<Created | undefined> {
    const { input, sent } = this.#input(birthday);
    const result = await this.bridge['guest.create'](input);
    if (result.ok) return { guest: result.value.guest, notices: result.value.notices ?? [] };
    const { error } = result;
    if (
      error.code === 'consentRequired' ||
      error.code === 'consentNotGiven' ||
      error.code === 'consentTextUnknown'
    ) {
      this.problems = { consent: { kind: 'core', message: error.message } };
      return undefined;
    }
    const details = error.code === 'invalidInput' ? error.details : undefined;
    const field = fieldOf(details?.field, sent);
    if (!field) {
      this.refusal = error;
      return undefined;
    }
    const taken = details?.problem === TOKEN_TAKEN;
    const notPhone = field === 'phone' && !taken;
    const problem: FieldProblem = taken
      ? { kind: 'taken' }
      : notPhone
        ? { kind: 'notPhone' }
        : { kind: 'core', message: error.message };
    this.problems = { [field]: problem };
    if (field === 'pin') this.pin = '';
    return undefined;
  }

  /** Asks whose the card is; a card no guest has (tokenNotFound) or that cannot be asked about now leaves no owner. */
  async #findOwner(card: ScannedToken): Promise<void> {
    const seq = ++this.#ownerSeq;
    const result = await this.bridge['guest.lookup']({ token: { ref: card.ref } });
    if (seq !== this.#ownerSeq) return; // another card was scanned, or it was removed
    this.cardOwner = result.ok ? result.value.guest : undefined;
  }

  #forget(field: FieldName): void {
    if (!(field in this.problems)) return;
    const { [field]: _gone, ...rest } = this.problems;
    this.problems = rest;
  }
}
