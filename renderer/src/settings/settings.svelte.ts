import type { ErrorValue, SettingsPatch, SettingsView, TerminalBridge } from '../../../common/contract/index';

/** The settings as the core has them; each section saves its own part. */
export class SettingsState {
  view = $state<SettingsView | undefined>(undefined);
  error = $state<ErrorValue | undefined>(undefined);

  constructor(private readonly bridge: TerminalBridge) {}

  async load(): Promise<void> {
    const result = await this.bridge['settings.get']({});
    if (result.ok) this.view = result.value;
    else this.error = result.error;
  }

  /** Saves a part; the refusal is answered to the section that asked. */
  async save(patch: SettingsPatch): Promise<ErrorValue | undefined> {
    const result = await this.bridge['settings.set'](patch);
    if (!result.ok) return result.error;
    this.view = result.value;
    return undefined;
  }
}
