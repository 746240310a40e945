import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';
import { catalogueTree, companyInfo, tablesWorkload } from './venue-commands';

/** The venue: its company info, its menu and its tables' load. */
export function venueHandlers(
  core: CoreServices,
): Pick<CommandHandlers, 'tables.workload' | 'company.info' | 'catalogue.tree'> {
  return {
    'tables.workload': (input) => tablesWorkload(core, input),
    'company.info': () => companyInfo(core),
    'catalogue.tree': () => catalogueTree(core),
  };
}
