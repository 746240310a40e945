/**
 * The screens other than the first, one chunk (issue 27): loaded by lazy/screens.ts when the page
 * is idle after its first usable frame, or when one of them is opened first. One gzip stream
 * compresses them about 10 KB better than seven chunks would.
 */
export { default as SearchScreen } from '../screens/SearchScreen.svelte';
export { default as NewGuestScreen } from '../screens/NewGuestScreen.svelte';
export { default as QueueScreen } from '../screens/QueueScreen.svelte';
export { default as TablesScreen } from '../screens/TablesScreen.svelte';
export { default as VenueScreen } from '../screens/VenueScreen.svelte';
export { default as SettingsScreen } from '../screens/SettingsScreen.svelte';
export { default as ShiftScreen } from '../screens/ShiftScreen.svelte';
