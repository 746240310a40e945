/** Settings: what settings.get shows and settings.set accepts. The password is write-only. */
import { z } from 'zod';
import { BillRuleSchema, BillRulesSchema } from '../bill/rules';
import { LANGUAGES, type Language } from '../language';
import { hasNoCredentials, isHttpAddress, PLATFORM_URL_MAX_LENGTH } from '../platform-url';
import { DISPLAY_LANGUAGES, GUEST_IDLE_CLOSE, TOUCH_KEYBOARD_MODES } from './choices';
import { ReaderSelectionSchema } from '../scanner/reader-selection-schema';
import { RulesConfigSchema } from '../scanner/rules';
import { PositiveCentsSchema } from './shapes';
import { MoneyGuardsSchema } from './control';
import { PrinterSettingsSchema } from './printer';

export { LANGUAGES, type Language };
export { DISPLAY_LANGUAGES, GUEST_IDLE_CLOSE, TOUCH_KEYBOARD_MODES };
export const LanguageSchema = z.enum(LANGUAGES);

export const DisplayLanguageSchema = z.enum(DISPLAY_LANGUAGES);
export type DisplayLanguage = z.infer<typeof DisplayLanguageSchema>;

export const TouchKeyboardModeSchema = z.enum(TOUCH_KEYBOARD_MODES);
export type TouchKeyboardMode = z.infer<typeof TouchKeyboardModeSchema>;

export const GuestIdleCloseSchema = z.enum(GUEST_IDLE_CLOSE);
export type GuestIdleClose = z.infer<typeof GuestIdleCloseSchema>;

export const OfflineLimitsSchema = z.object({
  perHoldCents: PositiveCentsSchema,
  perGuestCents: PositiveCentsSchema,
  terminalCents: PositiveCentsSchema,
  maxBalanceAgeHours: z
    .number()
    .positive()
    .max(24 * 30),
  creditQueueCount: z.number().int().min(0).max(100_000),
  /**
   * Percent of a guest account's cached available balance this terminal's waiting offline debits
   * on it may reach (default 50): several terminals may spend the same cached balance.
   */
  balanceSharePercent: z.number().int().min(1).max(100),
});
export type OfflineLimits = z.infer<typeof OfflineLimitsSchema>;

/** Site rules of the scanner (common/scanner/rules.ts): validated there, regular expressions compiled. */
const ScannerRulesSchema = RulesConfigSchema;

export const SettingsViewSchema = z.object({
  platform: z.object({
    /** null: the embedded demo platform server. */
    url: z.string().nullable(),
    user: z.string(),
    passwordSet: z.boolean(),
  }),
  limits: OfflineLimitsSchema,
  scanner: ScannerRulesSchema,
  readers: ReaderSelectionSchema,
  language: LanguageSchema,
  purgeDays: z.number().int(),
  touchKeyboard: TouchKeyboardModeSchema,
  guestIdleClose: GuestIdleCloseSchema,
  /** Cashiers sign in with PINs of their own before any hold (issue 15); off by default. */
  cashierPins: z.boolean(),
  /** The venue's rules for a bill by account type: what is proposed and the most let through. */
  billRules: BillRulesSchema,
  /** The guest's display speaks the cashier's language or one of its own. */
  displayLanguage: DisplayLanguageSchema,
  /** The update feed the restaurant's IT sets (electron-builder's generic provider); null: no updates. */
  updateFeedUrl: z.string().nullable(),
  /** Awards bounded, payments with the guest present (issue 40): a manager's to change. */
  moneyGuards: MoneyGuardsSchema,
  /** The receipt printer (issue 42): a manager's to change. */
  printer: PrinterSettingsSchema,
});
export type SettingsView = z.infer<typeof SettingsViewSchema>;

export const PlatformUrlSchema = z
  .string()
  .max(PLATFORM_URL_MAX_LENGTH)
  .refine(isHttpAddress, 'must be an http(s) address')
  .refine(hasNoCredentials, 'must not contain credentials');

/** An update feed: an http(s) folder holding latest-linux.yml / latest.yml and the installers. */
export const UpdateFeedUrlSchema = PlatformUrlSchema;

export const SettingsPatchSchema = z.strictObject({
  platform: z
    .strictObject({
      url: PlatformUrlSchema.nullable().optional(),
      user: z.string().min(1).max(200).optional(),
      /** Write-only: stored in the secret store, never returned. */
      password: z.string().min(1).max(500).optional(),
    })
    .optional(),
  limits: OfflineLimitsSchema.partial().strict().optional(),
  scanner: ScannerRulesSchema.optional(),
  readers: ReaderSelectionSchema.optional(),
  language: LanguageSchema.optional(),
  purgeDays: z.number().int().min(1).max(3650).optional(),
  touchKeyboard: TouchKeyboardModeSchema.optional(),
  guestIdleClose: GuestIdleCloseSchema.optional(),
  cashierPins: z.boolean().optional(),
  displayLanguage: DisplayLanguageSchema.optional(),
  /** Rules to set by account type; `null` removes an account type's rule. */
  billRules: z.record(z.string().min(1).max(200), BillRuleSchema.nullable()).optional(),
  /** `null` turns updates off. */
  updateFeedUrl: UpdateFeedUrlSchema.nullable().optional(),
  moneyGuards: MoneyGuardsSchema.partial().strict().optional(),
  printer: PrinterSettingsSchema.partial().strict().optional(),
});
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
