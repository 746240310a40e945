import type { SettingsPatch, SettingsView, Status } from '../../common/contract/index';
import type { ClassifyRules } from '../../common/scanner/rules';
import type { Printing } from '../printing/printing';
import type { CoreContext } from './context';
import type { DisplayPlacementHost } from './display/display-placement';
import type { GuestDisplay } from './display/guest-display';
import type { Journal } from './journal/journal';
import type { Shifts } from './shifts/shifts';
import type { ManagerRole } from './staff/manager-role';
import type { QuitApproval } from './staff/quit-approval';

/**
 * What the command handler groups use of the core (each domain's `…Handlers`), beyond what the
 * command modules share (CoreContext): the parts only commands reach.
 */
export interface CoreServices extends CoreContext {
  readonly staff: ManagerRole;
  readonly journal: Journal;
  readonly shifts: Shifts;
  readonly display: GuestDisplay;
  readonly printing: Printing;
  readonly quit: QuitApproval;
  /** The scanner's rules as the settings say now. */
  rules(): ClassifyRules;
  status(): Status;
  applySettings(patch: SettingsPatch): Promise<SettingsView>;
  /** Where the guest's display goes, as the host told it (none before). */
  displayHost(): DisplayPlacementHost;
  /** A guest's name as the cache knows it (for the journal), else "unknown guest". */
  guestName(customerGuid: string): string;
}
