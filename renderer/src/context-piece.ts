import { getContext, hasContext } from 'svelte';

/** What `mount`'s context map holds for one piece: its key and its value. */
export type ContextEntry = readonly [symbol, unknown];

/**
 * One piece of the terminal's shared state as a context of its own: `[useX, xEntry]`, the typed
 * getter a component calls while it initialises and the entry context.ts puts in the map App is
 * mounted with. Each piece is declared beside what it holds (useLocale in i18n/locale.svelte.ts,
 * useGuest in state/guest.svelte.ts...), so a component imports only the pieces it reads.
 *
 * Like Svelte's createContext, the key stays private; unlike it, the value goes in through
 * `mount(App, { context })` (main.ts, the tests' renderWithTerminal), not a parent's setter, so a
 * screen renders on its own in a test without a wrapper component.
 */
export function contextPiece<T>(name: string): [use: () => T, entry: (value: T) => ContextEntry] {
  const key = Symbol(name);
  return [
    () => {
      if (!hasContext(key)) throw new Error(`${name}: outside <App> (tests: renderWithTerminal)`);
      return getContext<T>(key);
    },
    (value) => [key, value],
  ];
}
