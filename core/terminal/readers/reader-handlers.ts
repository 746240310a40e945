import { classifyManual, classifyScan } from '../../scanner/classify';
import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';
import { withCachedGuest } from '../guests/guest-commands';
import { scanEventView } from './scan-views';

/**
 * Readers: a wedge burst or a typed entry classified like a HID scan. A wedge scan answers the
 * page that read it; a typed one is also told to every page, as a HID scan is.
 */
export function readerHandlers(core: CoreServices): Pick<CommandHandlers, 'scan.submit' | 'readers.check'> {
  return {
    'scan.submit': async ({ text, source }) => {
      if (source === 'wedge')
        return withCachedGuest(
          core,
          scanEventView(classifyScan({ text, source }, core.rules()), core.tokens),
        );
      const event = scanEventView(classifyManual(text, core.rules()), core.tokens);
      core.events.emit('scan', event);
      return event;
    },
    'readers.check': async () => ({}),
  };
}
