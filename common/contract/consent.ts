/**
 * A guest's consent to the processing of personal data (152-FZ, issue 43), kept by the terminal:
 * the venue's text in versions (each with its SHA-256), the consent given with a new guest, its
 * withdrawal, and the log a manager exports. docs/consent.md.
 */
import { z } from 'zod';
import { QueuedSchema } from './printer';
import { TimestampSchema } from './shapes';
import { LANGUAGES } from '../language';

/** How the guest gave it: «Согласен» on the guest's touch display, or a signed paper form. */
export const CONSENT_VIAS = ['display', 'paper'] as const;
export const ConsentViaSchema = z.enum(CONSENT_VIAS);
export type ConsentVia = z.infer<typeof ConsentViaSchema>;

/** What a withdrawal takes back: advertising messages only, or all processing. */
export const WITHDRAWAL_SCOPES = ['marketing', 'all'] as const;
export const WithdrawalScopeSchema = z.enum(WITHDRAWAL_SCOPES);
export type WithdrawalScope = z.infer<typeof WithdrawalScopeSchema>;

/**
 * A guest's consent as this terminal knows it: given with advertising (`marketing`), without it
 * («без рассылок»), or withdrawn entirely («согласие отозвано»). Absent: no record at this till.
 */
export const CONSENT_STATES = ['marketing', 'noMarketing', 'withdrawn'] as const;
export const ConsentStateSchema = z.enum(CONSENT_STATES);
export type ConsentState = z.infer<typeof ConsentStateSchema>;

/**
 * The consent sent with guest.create. `personalData` must be true: the core refuses a create
 * without it (`consentRequired`) before anything reaches the platform. `marketing` is a separate
 * choice, unticked unless the guest ticked it. Given `display`, it must match what the guest
 * agreed to on the display (`consentNotGiven` otherwise).
 */
export const ConsentGivenSchema = z.strictObject({
  personalData: z.boolean(),
  marketing: z.boolean(),
  textVersion: z.number().int().positive(),
  via: ConsentViaSchema,
});
export type ConsentGiven = z.infer<typeof ConsentGivenSchema>;

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

/** One version of the venue's consent text: kept as it was, whatever the text becomes later. */
export const ConsentTextViewSchema = z.object({
  version: z.number().int().positive(),
  text: z.string(),
  sha256: Sha256Schema,
  createdAt: TimestampSchema,
  /** Who set it (a manager's name), or `default` for the template. */
  createdBy: z.string(),
});
export type ConsentTextView = z.infer<typeof ConsentTextViewSchema>;

export const ConsentWithdrawalViewSchema = z.object({ at: TimestampSchema, scope: WithdrawalScopeSchema });

/** One consent as recorded: whose, when, to which text, how, at which till, by which cashier. */
export const ConsentRecordViewSchema = z.object({
  id: z.number().int().positive(),
  customerGuid: z.string(),
  givenAt: TimestampSchema,
  textVersion: z.number().int().positive(),
  textSha256: Sha256Schema,
  via: ConsentViaSchema,
  till: z.string(),
  cashier: z.string(),
  marketing: z.boolean(),
  withdrawals: z.array(ConsentWithdrawalViewSchema),
  state: ConsentStateSchema,
});
export type ConsentRecordView = z.infer<typeof ConsentRecordViewSchema>;

/** The longest consent text the venue may set. */
export const CONSENT_TEXT_MAX = 20_000;

const GuidSchema = z.string().min(1).max(200);

export const consentCommands = {
  /** The venue's consent text now (the default template with the venue's name until a manager sets one). */
  'consent.text': { input: z.strictObject({}), output: z.object({ current: ConsentTextViewSchema }) },
  /** A manager's: a text unlike the current one becomes the next version; the same text changes nothing. */
  'consent.setText': {
    input: z.strictObject({ text: z.string().trim().min(20).max(CONSENT_TEXT_MAX) }),
    output: z.object({ current: ConsentTextViewSchema }),
  },
  /** The guest takes back advertising only, or every consent: kept with the time. */
  'consent.withdraw': {
    input: z.strictObject({ customerGuid: GuidSchema, scope: WithdrawalScopeSchema }),
    output: z.object({ state: ConsentStateSchema }),
  },
  /** A manager's (personal data): the consents recorded at this till, newest first. */
  'consent.list': {
    input: z.strictObject({
      customerGuid: GuidSchema.optional(),
      limit: z.number().int().min(1).max(100_000).optional(),
    }),
    output: z.object({ records: z.array(ConsentRecordViewSchema) }),
  },
  /**
   * The paper form of the current text on the receipt printer, for a guest without the touch
   * display to sign: the text, its version and hash, and the lines the guest fills in.
   */
  'consent.print': { input: z.strictObject({}), output: QueuedSchema },
  /** A manager's: the consent log as CSV for the venue's data protection officer (local time and ISO). */
  'consent.csv': {
    input: z.strictObject({ language: z.enum(LANGUAGES).optional() }),
    output: z.object({ csv: z.string() }),
  },
} as const;
