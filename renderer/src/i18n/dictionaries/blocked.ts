import { dictionary } from '../dictionary';

/** A guest blocked on the loyalty platform: the mark beside the name, why pay and award are off. */
export const blockedStrings = dictionary({
  en: {
    mark: 'Blocked',
    noHolds: 'The guest is blocked: bonuses cannot be paid or awarded. Call a manager.',
  },
  ru: {
    mark: 'Заблокирован',
    noHolds: 'Гость заблокирован: оплата и начисление бонусов запрещены. Позовите менеджера.',
  },
});
