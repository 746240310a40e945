import type { SettingsPatch } from '../../common/contract/index';
import type { Tuning } from '../offline/tuning';

/**
 * What the CLI's flags say (core.ts reads them), and what opens the core behind its host
 * (open-core.ts): apart from both so that neither imports the other for it.
 */
export interface CoreCliOptions {
  dataDir: string;
  port: number;
  staticRoot?: string;
  launch: SettingsPatch;
  tuning: Partial<Tuning>;
  readDevices: boolean;
}
