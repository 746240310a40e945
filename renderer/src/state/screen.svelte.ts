import { contextPiece } from '../context-piece';

/** The screens with a tab, in the tabs' order (Alt+1…7). */
export const SCREENS = ['guest', 'search', 'newGuest', 'queue', 'tables', 'venue', 'settings'] as const;
/** Every screen: the shift's is reached from the status bar (and Alt+8), the tabs leave it no room at 1024 px. */
export type Screen = (typeof SCREENS)[number] | 'shift';

/** Which screen is shown. The guest screen is home: a scan always lands there. */
export class Navigation {
  screen = $state<Screen>('guest');
  /** Not state: listeners, called in order. */
  readonly #leaving: (() => void)[] = [];

  go(screen: Screen): void {
    if (screen === this.screen) return;
    this.screen = screen;
    for (const listener of [...this.#leaving]) listener();
  }

  /** Called whenever the cashier moves to another screen (what belongs to one screen goes). */
  onLeave(listener: () => void): () => void {
    this.#leaving.push(listener);
    return () => {
      const at = this.#leaving.indexOf(listener);
      if (at >= 0) this.#leaving.splice(at, 1);
    };
  }
}

/** Which screen is shown. */
export const [useNavigation, navigationEntry] = contextPiece<Navigation>('navigation');
