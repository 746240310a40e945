import type { DisplayPlacement, GuestDisplayChoice } from '../../../common/contract/index';
import { coreError } from '../errors';

/**
 * The host's side of where the guest's display goes: Electron lists its displays and moves the
 * window (electron/app/display-placement.ts); the browser host names the display's page.
 */
export interface DisplayPlacementHost {
  view(): DisplayPlacement;
  /** Absent where nothing is chosen (the browser host): the page goes where the cashier drags it. */
  place?(choice: GuestDisplayChoice): DisplayPlacement;
}

/** A core no host has told about a display. */
export const NO_DISPLAY_HOST: DisplayPlacementHost = { view: () => ({ host: 'none' }) };

/** The browser host: the display is its page at `url`, opened in a second window on this machine. */
export function displayPage(url: string): DisplayPlacementHost {
  return { view: () => ({ host: 'browser', url }) };
}

/** `display.place`: refused where the host chooses nothing. */
export function placeGuestDisplay(host: DisplayPlacementHost, choice: GuestDisplayChoice): DisplayPlacement {
  if (!host.place)
    throw coreError('invalidInput', {
      field: 'choice',
      problem: 'the guest display is chosen in the desktop app only',
    });
  return host.place(choice);
}
