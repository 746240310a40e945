/** "Иванов Иван Иванович": surname, first name and patronymic (when there is one). */
export function fullName(guest: {
  lastName?: string | null;
  firstName?: string | null;
  middleName?: string | null;
}): string {
  return [guest.lastName, guest.firstName, guest.middleName]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}
