import type { CommandHandlers } from '../command-handlers';
import type { CoreServices } from '../core-services';

type SettingsCommand = 'status' | 'settings.get' | 'settings.set' | 'notices.list' | 'notices.acknowledge';

/** The till's own state: its status, its settings, and the notices about holds that already answered. */
export function settingsHandlers(core: CoreServices): Pick<CommandHandlers, SettingsCommand> {
  return {
    status: async () => core.status(),
    'settings.get': () => core.settings.view(),
    'settings.set': (patch) => core.applySettings(patch),
    'notices.list': async () => ({ notices: core.notices.list() }),
    'notices.acknowledge': async ({ noticeId }) => ({ notices: core.notices.acknowledge(noticeId) }),
  };
}
