import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DisplayLanguageSchema,
  LanguageSchema,
  TouchKeyboardModeSchema,
  GuestIdleCloseSchema,
  MoneyGuardsSchema,
  OfflineLimitsSchema,
  PlatformUrlSchema,
  UpdateFeedUrlSchema,
  type ErrorValue,
  type MoneyGuards,
  type OfflineLimits,
  type SettingsPatch,
  type SettingsView,
} from '../../../common/contract/index';
import { DEFAULT_RISK_LIMITS, type RiskLimits } from '../../offline';
import { fromCents, toCents } from '../../../common/platform/money';
import { AmountSchema } from '../../../common/platform/schemas/bonus';
import { ReaderSelectionSchema } from '../../../common/scanner/reader-selection-schema';
import { RulesConfigSchema, type RulesConfig } from '../../../common/scanner/rules';
import { BillRulesSchema, type BillRules } from '../../../common/bill/rules';
import { coreError, errorValue } from '../errors';
import { StoredPrinterSchema } from '../../printing/printer-settings';
import { writePrivateFile, type SecretStore } from './secret-store';

export const SETTINGS_FILE = 'settings.json';
const HOUR_MS = 3_600_000;

export const DEFAULT_LIMITS: OfflineLimits = {
  perHoldCents: DEFAULT_RISK_LIMITS.perHoldCents,
  perGuestCents: DEFAULT_RISK_LIMITS.perGuestCents,
  terminalCents: DEFAULT_RISK_LIMITS.terminalCents,
  maxBalanceAgeHours: DEFAULT_RISK_LIMITS.maxBalanceAgeMs / HOUR_MS,
  creditQueueCount: DEFAULT_RISK_LIMITS.creditQueueCount,
  balanceSharePercent: DEFAULT_RISK_LIMITS.balanceSharePercent,
};

/** Issue 40's defaults: no goodwill without a manager, 3 awarded bills per guest, 30 000.00 a bill. */
export const DEFAULT_MONEY_GUARDS: MoneyGuards = {
  goodwillPerShiftCents: 0,
  awardsPerGuestPerShift: 3,
  billWithoutManagerCents: 3_000_000,
  phonePaysWithPin: true,
};

/**
 * Files written before settingsVersion 2 stored every limit, set or not: a value equal to that
 * version's default is taken as not set, so that the newer default (4 h instead of 24 h for a
 * cached balance) reaches them. Since version 2 only the limits a manager set are stored.
 */
const VERSION_1_DEFAULT_LIMITS: Partial<FileLimits> = {
  perHold: 1_000,
  perGuest: 2_000,
  terminal: 20_000,
  maxBalanceAgeHours: 24,
  creditQueueCount: 500,
};
const SETTINGS_VERSION = 2;

/**
 * The settings file's limits: amounts as JSON numbers (`"perHold": 1000`), as a manager reads
 * them and as every version wrote them; the contract's limits are hundredths (`perHoldCents`).
 * This file is the one place outside the platform client where money is a JSON number.
 */
const FileLimitsSchema = OfflineLimitsSchema.omit({
  perHoldCents: true,
  perGuestCents: true,
  terminalCents: true,
}).extend({ perHold: AmountSchema, perGuest: AmountSchema, terminal: AmountSchema });
type FileLimits = z.infer<typeof FileLimitsSchema>;
const MONEY_LIMITS = [
  ['perHold', 'perHoldCents'],
  ['perGuest', 'perGuestCents'],
  ['terminal', 'terminalCents'],
] as const;

function limitsFromFile(limits: Partial<FileLimits>): Partial<OfflineLimits> {
  const { perHold: _perHold, perGuest: _perGuest, terminal: _terminal, ...others } = limits;
  const amounts = MONEY_LIMITS.flatMap(([file, cents]) => {
    const amount = limits[file];
    // AmountSchema let the amount through: it has hundredths.
    return amount === undefined ? [] : [[cents, toCents(amount) ?? 0]];
  });
  return { ...others, ...Object.fromEntries(amounts) };
}

function limitsToFile(limits: Partial<OfflineLimits>): Partial<FileLimits> {
  const { perHoldCents: _perHold, perGuestCents: _perGuest, terminalCents: _terminal, ...others } = limits;
  const amounts = MONEY_LIMITS.flatMap(([file, cents]) => {
    const amount = limits[cents];
    return amount === undefined ? [] : [[file, fromCents(amount)]];
  });
  return { ...others, ...Object.fromEntries(amounts) };
}

/** The settings file: readable JSON with amounts as numbers. The password is never in it. */
const StoredSettingsSchema = z.object({
  settingsVersion: z.number().int().default(1),
  platform: z
    .object({ url: PlatformUrlSchema.nullable().default(null), user: z.string().min(1).default('demo') })
    .prefault({}),
  /** Only the limits a manager set; the others follow the program's defaults. */
  limits: FileLimitsSchema.partial().prefault({}),
  scanner: z.unknown().default({}),
  readers: ReaderSelectionSchema.prefault({}),
  language: LanguageSchema.default('ru'),
  purgeDays: z.number().int().min(1).max(3650).default(30),
  touchKeyboard: TouchKeyboardModeSchema.default('auto'),
  guestIdleClose: GuestIdleCloseSchema.default('1min'),
  cashierPins: z.boolean().default(false),
  billRules: BillRulesSchema.default({}),
  displayLanguage: DisplayLanguageSchema.default('cashier'),
  updateFeedUrl: UpdateFeedUrlSchema.nullable().default(null),
  /** Only the guards a manager set (amounts in hundredths); the others follow the defaults. */
  moneyGuards: MoneyGuardsSchema.partial().prefault({}),
  printer: StoredPrinterSchema,
});
type StoredSettings = z.infer<typeof StoredSettingsSchema> & { scanner: RulesConfig };
/** The settings in force: the stored ones with every limit and guard filled in from the defaults. */
export type Settings = Omit<StoredSettings, 'limits' | 'settingsVersion' | 'moneyGuards'> & {
  limits: OfflineLimits;
  moneyGuards: MoneyGuards;
};

function inForce(stored: StoredSettings): Settings {
  const { settingsVersion: _version, limits, moneyGuards, ...rest } = stored;
  return {
    ...rest,
    limits: { ...DEFAULT_LIMITS, ...limitsFromFile(limits) },
    moneyGuards: { ...DEFAULT_MONEY_GUARDS, ...moneyGuards },
  };
}

/** A version 1 file's limits without those equal to version 1's defaults (see VERSION_1_DEFAULT_LIMITS). */
function limitsSetInVersion1(limits: Partial<FileLimits>): Partial<FileLimits> {
  return Object.fromEntries(
    Object.entries(limits).filter(
      ([name, value]) => VERSION_1_DEFAULT_LIMITS[name as keyof FileLimits] !== value,
    ),
  );
}

/** The queue's risk limits for the cashier's: hundredths as they are, hours in milliseconds. */
export function riskLimitsOf(limits: OfflineLimits): RiskLimits {
  return {
    perHoldCents: limits.perHoldCents,
    perGuestCents: limits.perGuestCents,
    terminalCents: limits.terminalCents,
    maxBalanceAgeMs: Math.round(limits.maxBalanceAgeHours * HOUR_MS),
    creditQueueCount: limits.creditQueueCount,
    balanceSharePercent: limits.balanceSharePercent,
  };
}

/** The rules after a patch: a rule replaces an account type's, `null` removes it. */
function patchedRules(rules: BillRules, patch: SettingsPatch['billRules']): BillRules {
  const next = { ...rules };
  for (const [accountGuid, rule] of Object.entries(patch ?? {})) {
    if (rule === null) delete next[accountGuid];
    else next[accountGuid] = rule;
  }
  return next;
}

function problemOf(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`;
}

/**
 * Settings in `<dataDir>/settings.json` (mode 0600) and the password in the secret store. A file
 * that is not valid JSON or not valid settings gives the defaults and a warning, never a crash;
 * it is moved aside to settings.invalid.json on the next save so nothing the manager wrote is lost.
 */
export class SettingsStore {
  private readonly file: string;
  private current: StoredSettings;
  private effective: Settings;
  private fileIsInvalid = false;
  /** Problems to show in the status (a bad file). */
  readonly warnings: ErrorValue[] = [];

  constructor(
    dataDir: string,
    private readonly secrets: SecretStore,
  ) {
    this.file = path.join(dataDir, SETTINGS_FILE);
    this.current = this.load();
    this.effective = inForce(this.current);
  }

  get value(): Readonly<Settings> {
    return this.effective;
  }

  /** The platform password; a store that cannot be read counts as no password, with a warning. */
  async password(): Promise<string | undefined> {
    try {
      return await this.secrets.get('platformPassword');
    } catch {
      this.warnOnce(errorValue('secretStoreFailed'));
      return undefined;
    }
  }

  async view(): Promise<SettingsView> {
    const { platform, scanner, ...rest } = this.effective;
    return {
      ...rest,
      platform: {
        url: platform.url,
        user: platform.user,
        passwordSet: (await this.password()) !== undefined,
      },
      scanner: RulesConfigSchema.parse(scanner),
    };
  }

  /** Applies a patch (already parsed by the contract), persists it, and answers the new view. */
  async apply(patch: SettingsPatch): Promise<SettingsView> {
    const { password, ...platform } = patch.platform ?? {};
    const next: StoredSettings = {
      settingsVersion: SETTINGS_VERSION,
      platform: { ...this.current.platform, ...platform },
      limits: { ...this.current.limits, ...limitsToFile(patch.limits ?? {}) },
      scanner: patch.scanner ?? this.current.scanner,
      readers: patch.readers ?? this.current.readers,
      language: patch.language ?? this.current.language,
      purgeDays: patch.purgeDays ?? this.current.purgeDays,
      touchKeyboard: patch.touchKeyboard ?? this.current.touchKeyboard,
      guestIdleClose: patch.guestIdleClose ?? this.current.guestIdleClose,
      cashierPins: patch.cashierPins ?? this.current.cashierPins,
      billRules: patchedRules(this.current.billRules, patch.billRules),
      displayLanguage: patch.displayLanguage ?? this.current.displayLanguage,
      updateFeedUrl: patch.updateFeedUrl === undefined ? this.current.updateFeedUrl : patch.updateFeedUrl,
      moneyGuards: { ...this.current.moneyGuards, ...patch.moneyGuards },
      printer: { ...this.current.printer, ...patch.printer },
    };
    if (password !== undefined) {
      try {
        await this.secrets.set('platformPassword', password);
      } catch {
        throw coreError('secretStoreFailed');
      }
    }
    if (this.fileIsInvalid && existsSync(this.file)) {
      renameSync(this.file, path.join(path.dirname(this.file), 'settings.invalid.json'));
      this.fileIsInvalid = false;
    }
    writePrivateFile(this.file, `${JSON.stringify(next, null, 2)}\n`);
    this.current = next;
    this.effective = inForce(next);
    return this.view();
  }

  private load(): StoredSettings {
    const defaults = StoredSettingsSchema.parse({}) as StoredSettings;
    let text: string;
    try {
      text = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return defaults;
      return this.invalid(defaults, (error as NodeJS.ErrnoException).code ?? 'unreadable');
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.invalid(defaults, 'not valid JSON');
    }
    const parsed = StoredSettingsSchema.safeParse(json);
    if (!parsed.success) return this.invalid(defaults, problemOf(parsed.error));
    const rules = RulesConfigSchema.safeParse(parsed.data.scanner);
    if (!rules.success) return this.invalid(defaults, `scanner.${problemOf(rules.error)}`);
    const stored = parsed.data as StoredSettings;
    return stored.settingsVersion >= SETTINGS_VERSION
      ? stored
      : { ...stored, limits: limitsSetInVersion1(stored.limits) };
  }

  private invalid(defaults: StoredSettings, problem: string): StoredSettings {
    this.fileIsInvalid = true;
    this.warnOnce(errorValue('settingsFileInvalid', { problem: problem.slice(0, 200) }));
    return defaults;
  }

  private warnOnce(warning: ErrorValue): void {
    if (!this.warnings.some((w) => w.code === warning.code)) this.warnings.push(warning);
  }
}
