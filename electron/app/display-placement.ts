import type { Display } from 'electron';
import type { ConnectedDisplay, DisplayPlacement, GuestDisplayChoice } from '../../common/contract/index';
import type { DisplayPlacementHost } from '../../core/terminal/display/display-placement';
import type { DisplayScreen, DisplayWindowHandle } from './display-window';

export interface ElectronDisplayPlacementOptions {
  screen: Pick<DisplayScreen, 'getAllDisplays' | 'getPrimaryDisplay'>;
  window: Pick<DisplayWindowHandle, 'choice' | 'choose' | 'showingOn'>;
  /** Keeps the choice in the app settings (app-settings.json) for the next starts. */
  keep(choice: GuestDisplayChoice): void;
}

/** A display as Settings lists it: the system's name, its size in pixels, whether it is the cashier's. */
function connected(display: Display, primaryId: number): ConnectedDisplay {
  const scale = display.scaleFactor > 0 ? display.scaleFactor : 1;
  return {
    id: display.id,
    label: (display.label ?? '').trim().slice(0, 200),
    width: Math.max(1, Math.round(display.bounds.width * scale)),
    height: Math.max(1, Math.round(display.bounds.height * scale)),
    primary: display.id === primaryId,
  };
}

/**
 * The Electron host's answer to Settings' guest display (issue 26): the displays connected now,
 * the choice, and where the window is. Choosing moves the window at once and keeps the choice;
 * the core has checked the manager's grant before `place` runs.
 */
export function electronDisplayPlacement({
  screen,
  window,
  keep,
}: ElectronDisplayPlacementOptions): DisplayPlacementHost {
  const view = (): DisplayPlacement => {
    const primaryId = screen.getPrimaryDisplay().id;
    return {
      host: 'electron',
      choice: window.choice(),
      displays: screen.getAllDisplays().map((display) => connected(display, primaryId)),
      showingOn: window.showingOn() ?? null,
    };
  };
  return {
    view,
    place: (choice) => {
      keep(choice);
      window.choose(choice);
      return view();
    },
  };
}
