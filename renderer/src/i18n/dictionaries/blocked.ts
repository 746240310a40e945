import { dictionary } from '../dictionary';

/** A guest blocked on the loyalty platform: the mark beside the name, why pay and award are off. */
export const blockedStrings = dictionary({
  en: {
    mark: 'Blocked',
    noHolds: 'The guest is blocked: bonuses cannot be paid or awarded. Call a manager.',
    allow: 'Allow with a manager',
    allowed: (manager: string) => `${manager} allowed one operation for this guest: pay or award.`,
  },
  ru: {
    mark: 'Заблокирован',
    noHolds: 'Гость заблокирован: оплата и начисление бонусов запрещены. Позовите менеджера.',
    allow: 'Разрешить менеджером',
    allowed: (manager: string) => `${manager} разрешил(а) одну операцию этому гостю: оплату или начисление.`,
  },
});
