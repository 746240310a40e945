import type { Component } from 'svelte';
import type * as LaterScreens from './later-screens';
import { LazyScreen } from './lazy-screen.svelte';

type ScreenName = keyof typeof LaterScreens;

/* eslint-disable @typescript-eslint/no-explicit-any -- a screen's props are its own; the chunk only passes them on. */
function later(name: ScreenName): LazyScreen {
  return new LazyScreen(() =>
    import('./later-screens').then((screens) => ({ default: screens[name] as Component<any> })),
  );
}

/**
 * The screens that are not the first screen, kept out of the first chunk (issue 27): the first
 * chunk holds the guest screen, the sign-ins and what stands around them.
 */
export const LAZY_SCREENS = {
  search: later('SearchScreen'),
  newGuest: later('NewGuestScreen'),
  queue: later('QueueScreen'),
  tables: later('TablesScreen'),
  venue: later('VenueScreen'),
  settings: later('SettingsScreen'),
  shift: later('ShiftScreen'),
} as const;

/** Loads every screen left out of the first chunk (the page idle meanwhile). */
export async function loadLazyScreens(): Promise<void> {
  for (const screen of Object.values(LAZY_SCREENS)) await screen.load();
}
