import type { CustomerToken } from '../../common/platform/schemas';
import { maskKey } from '../../common/platform/token-key';

export function describeToken(token: Pick<CustomerToken, 'type' | 'key'>): string {
  return `${token.type} token ${maskKey(token.key)}`;
}

/** The digits of a telephone number as written: `+7 916 123-45-67` -> `79161234567`. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
