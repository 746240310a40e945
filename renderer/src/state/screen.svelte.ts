export const SCREENS = ['guest', 'search', 'newGuest', 'queue', 'tables', 'venue', 'settings'] as const;
export type Screen = (typeof SCREENS)[number];

/** Which screen is shown. The guest screen is home: a scan always lands there. */
export class Navigation {
  screen = $state<Screen>('guest');

  go(screen: Screen): void {
    this.screen = screen;
  }
}
