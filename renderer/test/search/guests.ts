import type { Guest } from '../../../common/contract/index';

const REF = (n: number) => `ref${String(n).padStart(19, '0')}`;

export function guest(overrides: Partial<Guest> & { customerGuid: string }): Guest {
  return { firstName: 'Иван', lastName: 'Иванов', tokens: [], accounts: [], ...overrides };
}

export const IVANOV = guest({
  customerGuid: 'g-ivanov',
  middleName: 'Иванович',
  tokens: [
    { type: 'card', entry: 'trackCode', masked: '…4567', ref: REF(1), expired: false },
    { type: 'card', entry: 'barCode', masked: '…4567', ref: REF(5), expired: false },
    { type: 'phone', entry: 'manual', masked: '…4567', ref: REF(2), expired: false },
  ],
});

export const IVANOVA = guest({
  customerGuid: 'g-ivanova',
  firstName: 'Мария',
  lastName: 'Иванова',
  middleName: 'Петровна',
  tokens: [
    { type: 'card', entry: 'trackCode', masked: '…0001', ref: REF(3), expired: true },
    { type: 'card', entry: 'barCode', masked: '…0002', ref: REF(4), expired: false },
  ],
});

/** A guest whose only token is of a type the core cannot send back: no reference. */
export const UNREFERABLE = guest({
  customerGuid: 'g-unref',
  firstName: 'Ирина',
  lastName: 'Ивлева',
  tokens: [{ type: 'loyaltyApp', entry: 'qrCode', masked: '…9999', expired: false }],
});

export { REF };
