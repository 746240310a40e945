import type { Guest } from '../../../common/contract/index';

/** "Иванов Иван Иванович": surname, first name and patronymic (when there is one). */
export function fullName(guest: Pick<Guest, 'lastName' | 'firstName' | 'middleName'>): string {
  return [guest.lastName, guest.firstName, guest.middleName]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(' ');
}
