import { LazyScreen } from './lazy-screen.svelte';

/**
 * The screens that are not the first screen, each a chunk of its own (issue 27): the first chunk
 * holds the guest screen, the sign-ins and what stands around them.
 */
export const LAZY_SCREENS = {
  search: new LazyScreen(() => import('../screens/SearchScreen.svelte')),
  newGuest: new LazyScreen(() => import('../screens/NewGuestScreen.svelte')),
  queue: new LazyScreen(() => import('../screens/QueueScreen.svelte')),
  tables: new LazyScreen(() => import('../screens/TablesScreen.svelte')),
  venue: new LazyScreen(() => import('../screens/VenueScreen.svelte')),
  settings: new LazyScreen(() => import('../screens/SettingsScreen.svelte')),
  shift: new LazyScreen(() => import('../screens/ShiftScreen.svelte')),
} as const;

/** Loads every screen left out of the first chunk, one after another (the page idle meanwhile). */
export async function loadLazyScreens(): Promise<void> {
  for (const screen of Object.values(LAZY_SCREENS)) await screen.load();
}
