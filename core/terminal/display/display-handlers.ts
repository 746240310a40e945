import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';
import { placeGuestDisplay } from './display-placement';

type DisplayCommand =
  | 'display.show'
  | 'display.view'
  | 'display.checkIn'
  | 'display.proof'
  | 'display.consent'
  | 'display.placement'
  | 'display.place';

/** The guest's display: what it shows, what the guest does on it, and where it is placed. */
export function displayHandlers(core: CoreServices): Pick<CommandHandlers, DisplayCommand> {
  return {
    'display.show': async (screen) => {
      core.display.show(screen);
      return {};
    },
    'display.view': () => core.display.current(),
    'display.checkIn': ({ phone }) => core.display.checkIn(phone),
    'display.proof': async ({ pin }) => core.display.proof(pin),
    'display.consent': async ({ marketing }) => core.display.consent(marketing),
    'display.placement': async () => core.displayHost().view(),
    'display.place': async ({ choice }) => placeGuestDisplay(core.displayHost(), choice),
  };
}
