/**
 * The demo fixture's guests and accounts the end-to-end tests and the screenshots use
 * (docs/server.md). The card numbers must never appear in the page.
 */
export const IVANOV_TRACK = '0001234567';
export const IVANOV = 'Иванов Иван Иванович';
export const IVANOV_GUID = 'customer_put-180725100130889x';
export const PETROVA = 'Петрова Анна Сергеевна';
/** The vendor's documented card form: the key is the whole track 2 content (swiped as `;...?`). */
export const PETROVA_TRACK = '66666600000011=2012';
export const MIKHAILOV_TRACK = '0002000001';
export const MIKHAILOV = 'Михайлов Александр Михайлович';
/** The demo's blocked guest (filterCustomers says blocked: true). */
export const ELKINA_TRACK = '0005550005';
export const ELKINA = 'Ёлкина Мария Николаевна';
/** A bonus account at 0,00 and a deposit (bonus_account_type-3); his card's barcode. */
export const SMITH = 'Smith John';
export const SMITH_BARCODE = '4600000000015';
/** A card no guest has: a new guest is created with it. */
export const UNBOUND_TRACK = '0007777777';

export const BONUS = 'Бонусные баллы';
export const GIFT = 'Подарочный сертификат';
export const BONUS_GUID = 'bonus_account_type-1';
