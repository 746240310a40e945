import type { ParsedInput } from '../../../common/contract/index';
import type { ContactMethod, CreateCustomerRequest, CustomerToken } from '../../../common/platform/schemas';
import type { ClassifyRules } from '../../../common/scanner/rules';
import { normalisePhone } from '../../scanner/phone';
import { coreError } from '../errors';

/** The problem an invalidInput names when the platform will not take a token: another guest has it. */
export const TOKEN_TAKEN = 'belongs to another guest';

/** Which field of the form each token sent to the platform came from. */
export type TokenField = 'tokens' | 'phone' | 'pin';

export interface NewGuestRequest {
  request: CreateCustomerRequest;
  /** By the position of each token in `request.tokens`. */
  fields: TokenField[];
}

/**
 * guest.create's input as the platform's createCustomer: the phone read by the till's phone
 * rules (as a typed phone on the guest screen is: `8 916 123-45-67` is `79161234567`) becomes a
 * contact method and, unless a token already carries it, a phone token; the e-mail a contact
 * method; the guest's PIN a PIN token; the birthday midnight UTC of its day.
 */
export function newGuestRequest(
  input: ParsedInput<'guest.create'>,
  tokens: CustomerToken[],
  rules: ClassifyRules,
): NewGuestRequest {
  const fields: TokenField[] = tokens.map(() => 'tokens');
  const all = [...tokens];
  const contactMethods: ContactMethod[] = [];
  if (input.phone !== undefined) {
    const digits = normalisePhone(input.phone, rules.manual.phone);
    if (digits === undefined)
      throw coreError('invalidInput', { field: 'phone', problem: 'not a telephone number' });
    contactMethods.push({ type: 'phoneNumber', value: `+${digits}` });
    if (!all.some((t) => t.type === 'phone' && t.key === digits)) {
      all.push({ type: 'phone', entry: 'manual', key: digits });
      fields.push('phone');
    }
  }
  if (input.email !== undefined) contactMethods.push({ type: 'email', value: input.email });
  if (input.pin !== undefined) {
    all.push({ type: 'pin', entry: 'manual', key: input.pin });
    fields.push('pin');
  }
  const middleName = input.middleName === '' ? undefined : input.middleName;
  return {
    request: {
      firstName: input.firstName,
      lastName: input.lastName,
      ...(middleName === undefined ? {} : { middleName }),
      ...(input.dateOfBirth === undefined ? {} : { dateOfBirth: `${input.dateOfBirth}T00:00:00.000Z` }),
      ...(input.sex === undefined ? {} : { sex: input.sex }),
      ...(contactMethods.length > 0 ? { contactMethods } : {}),
      tokens: all,
    },
    fields,
  };
}

/**
 * The form's field a createCustomer refusal names: the platform says `tokens[2]: … is already
 * bound to another customer`; its words name the card, so only the field goes on.
 */
export function refusedField(description: string, fields: readonly TokenField[]): string | undefined {
  const index = /^tokens\[(\d+)\]/.exec(description)?.[1];
  if (index === undefined) return undefined;
  const field = fields[Number(index)];
  return field === 'tokens' ? `tokens.${index}` : field;
}

/** The platform's notices after createCustomer, as words the cashier reads (their shape is not documented). */
export function noticeTexts(notices: readonly unknown[]): string[] {
  return notices.flatMap((notice) => {
    if (typeof notice === 'string') return notice.trim() === '' ? [] : [notice.slice(0, 500)];
    if (typeof notice !== 'object' || notice === null) return [];
    for (const key of ['message', 'text', 'description', 'title']) {
      const value = (notice as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim() !== '') return [value.slice(0, 500)];
    }
    return [JSON.stringify(notice).slice(0, 500)];
  });
}
