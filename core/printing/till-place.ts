import type { ReportPlace } from '../../common/contract/index';
import type { CoreContext } from '../terminal/context';
import { venueNameOf } from '../terminal/display/guest-display';

/**
 * Where the till stands, as slips and reports name it: the venue by company.info's short name (as
 * last saved), the till by its login on the loyalty platform.
 */
export function tillPlace(core: Pick<CoreContext, 'settings' | 'documents'>): ReportPlace {
  return {
    venue: venueNameOf(core.documents.companyInfo()?.value),
    till: core.settings.value.platform.user,
  };
}
