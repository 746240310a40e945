import { dictionary } from '../dictionary';

/** How old a saved copy is, for every screen that shows one (components/Freshness.svelte). */
export const freshnessStrings = dictionary({
  en: {
    savedAgo: (ago: string, time: string) => `Saved ${ago}, at ${time}`,
  },
  ru: {
    savedAgo: (ago: string, time: string) => `Сохранено ${ago}, в ${time}`,
  },
});
