import { dictionary } from '../dictionary';
import { RU_DIGITS, ruCount } from '../ru-count';

export const venueStrings = dictionary({
  en: {
    heading: 'Venue',
    priceUnreadable: 'price unreadable',
    company: 'Company',
    pinLength: (n: number) => `Guest PIN: ${n} digits`,
    negative: (allowed: boolean) => (allowed ? 'Negative balances allowed' : 'Negative balances not allowed'),
    catalogue: 'Menu',
    searchCatalogue: 'Find in the menu',
    products: (n: number) => `${n} items`,
    nothingFound: (query: string) => `Nothing in the menu matches “${query}”.`,
    cached: 'Saved copy: the loyalty server cannot be reached',
    loading: 'Loading…',
  },
  ru: {
    heading: 'Заведение',
    priceUnreadable: 'цена не читается',
    company: 'Компания',
    pinLength: (n: number) => `PIN гостя: ${ruCount(n, RU_DIGITS)}`,
    negative: (allowed: boolean) =>
      allowed ? 'Отрицательный баланс разрешён' : 'Отрицательный баланс запрещён',
    catalogue: 'Меню',
    searchCatalogue: 'Найти в меню',
    products: (n: number) => `Позиций: ${n}`,
    nothingFound: (query: string) => `В меню нет ничего по запросу «${query}».`,
    cached: 'Сохранённая копия: нет связи с сервером лояльности',
    loading: 'Загрузка…',
  },
});
