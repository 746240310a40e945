import type { SettingsView, TerminalBridge } from '../../../common/contract/index';
import { DEFAULT_PHONE } from '../../../common/scanner/phone-defaults';
import { readSettings } from '../state/settings-read';

type PhoneSettings = SettingsView['scanner']['manual']['phone'];

/**
 * The site's telephone rules (the scanner's manual-entry rules in the settings): country code,
 * trunk prefix, national length, and what a bare national number starts with. The renderer only
 * formats and searches with them; the core decides what is a phone number (scan.submit manual).
 */
export interface PhoneRules {
  countryCode: string;
  trunkPrefix: string;
  nationalLength: number;
  nationalPattern: RegExp;
}

function compile(phone: PhoneSettings): PhoneRules {
  return { ...phone, nationalPattern: new RegExp(phone.nationalPattern) };
}

/** The defaults of the settings schema (Russia: +7, trunk prefix 8, ten digits, mobiles start with 9). */
export const DEFAULT_PHONE_RULES: PhoneRules = compile(DEFAULT_PHONE);

export function phoneRulesOf(settings: SettingsView | undefined): PhoneRules {
  if (!settings) return DEFAULT_PHONE_RULES;
  try {
    return compile(settings.scanner.manual.phone);
  } catch {
    // The core validated the pattern when it saved it; a copy that does not compile here is not ours to judge.
    return DEFAULT_PHONE_RULES;
  }
}

/** The terminal's phone rules; the defaults when the settings cannot be read. */
export async function loadPhoneRules(bridge: TerminalBridge): Promise<PhoneRules> {
  const result = await readSettings(bridge);
  return phoneRulesOf(result.ok ? result.value : undefined);
}
