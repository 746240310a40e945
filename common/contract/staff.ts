/**
 * The manager role's part of the contract (issue 15): staff, PIN grants and the journal. Spread
 * into `commands` of contract.ts; zod schemas only, like that file.
 */
import { z } from 'zod';
import { JOURNAL_KINDS } from './choices';
import { LanguageSchema } from './settings';
import { GrantActionSchema } from './control';

export { JOURNAL_KINDS };

/** `<launch id>.<random>`: what grant.request answers and a protected command carries as `grant`. */
export const GrantTokenSchema = z.string().min(1).max(200);

/** A PIN as typed; its form (digits, length) is checked in the core so that a bad one is journalled. */
const PinInput = z.string().max(1_000);
const PersonName = z.string().trim().min(1).max(100);

export const GRANT_SCOPES = ['action', 'minutes'] as const;
export const GrantScopeSchema = z.enum(GRANT_SCOPES);
export type GrantScope = z.infer<typeof GrantScopeSchema>;

export const GrantViewSchema = z.object({
  grant: GrantTokenSchema,
  manager: z.string(),
  scope: GrantScopeSchema,
  expiresAt: z.string(),
  /** What a one-action grant allows, when it was asked for one thing. */
  action: GrantActionSchema.optional(),
});
export type GrantView = z.infer<typeof GrantViewSchema>;

export const StaffStatusSchema = z.object({
  managers: z.array(z.object({ id: z.string(), name: z.string() })),
  cashiers: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The cashier signed in at this launch (cashier PINs), by name. */
  cashier: z.string().nullable(),
  /** The PIN's length: exactly `min` = `max` digits when the platform's pinLength is known. */
  pinLength: z.object({ min: z.number().int(), max: z.number().int() }),
  /** How long a `minutes` grant lives. */
  grantMinutes: z.number().int(),
  /** While PIN entry is locked after wrong PINs: when it opens again. */
  lockedUntil: z.string().nullable(),
});
export type StaffStatus = z.infer<typeof StaffStatusSchema>;

export const JournalKindSchema = z.enum(JOURNAL_KINDS);
export type JournalKind = z.infer<typeof JournalKindSchema>;

export const JournalEntrySchema = z.object({
  at: z.string(),
  kind: JournalKindSchema,
  /** The manager (or the cashier, or `cashier`) behind it: what the filter by person matches. */
  who: z.string(),
  /** The manager whose grant it was (entries since issue 25). */
  manager: z.string().optional(),
  /** The cashier signed in at the time (cashier PINs; entries since issue 25). */
  cashier: z.string().optional(),
  /** The command or the hold's outcome. */
  what: z.string(),
  /** Field: value pairs in words, card numbers masked, never a password or a PIN. */
  details: z.record(z.string(), z.string()),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

/** An entry in words in one language (common/journal/journal-words.ts): what the manager reads. */
export const JournalLineSchema = z.object({
  kind: z.string(),
  /** The people behind it: the manager whose grant it was, and the cashier. */
  who: z.string(),
  what: z.string(),
  /** `Label: value`, one per detail. */
  details: z.array(z.string()),
});
export type JournalLine = z.infer<typeof JournalLineSchema>;

/**
 * An entry as journal.list answers it: its moment, and its words in every UI language, so that the
 * manager's screen follows a change of language without reading the journal again, and the page
 * ships no journal dictionary (issue 44).
 */
export const JournalRowSchema = z.object({
  at: z.string(),
  words: z.record(LanguageSchema, JournalLineSchema),
});
export type JournalRow = z.infer<typeof JournalRowSchema>;

export const JournalFilterSchema = z.strictObject({
  /** `YYYY-MM-DD`, the terminal's local day. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .optional(),
  kind: JournalKindSchema.optional(),
  who: z.string().max(100).optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
});

export const BlockedAllowanceSchema = z.object({
  customerGuid: z.string(),
  /** The manager who allowed it. */
  manager: z.string(),
  expiresAt: z.string(),
});
export type BlockedAllowance = z.infer<typeof BlockedAllowanceSchema>;

/** What the Electron host asks the page when quitting while holds wait. */
export const QuitRequestSchema = z.object({ count: z.number().int().min(0) });

export const staffCommands = {
  'staff.status': { input: z.strictObject({}), output: StaffStatusSchema },
  /** Only while no manager exists (first start); afterwards staff.addManager with a grant. */
  'staff.createFirstManager': {
    input: z.strictObject({ name: PersonName, pin: PinInput }),
    output: StaffStatusSchema,
  },
  'staff.addManager': {
    input: z.strictObject({ name: PersonName, pin: PinInput }),
    output: StaffStatusSchema,
  },
  /** Cashiers who sign in with PINs of their own when the setting cashierPins is on. */
  'staff.addCashier': {
    input: z.strictObject({ name: PersonName, pin: PinInput }),
    output: StaffStatusSchema,
  },
  'staff.removeCashier': {
    input: z.strictObject({ id: z.string().min(1).max(100) }),
    output: StaffStatusSchema,
  },
  /** A cashier's PIN: the session lasts until cashier.signOut or the core's end. */
  'cashier.signIn': { input: z.strictObject({ pin: PinInput }), output: StaffStatusSchema },
  'cashier.signOut': { input: z.strictObject({}), output: StaffStatusSchema },
  /**
   * A manager's PIN for a grant: `minutes` for a while, `action` for one command, which `action`
   * names (the command, and the guest and amount where there is one) so it cannot be spent on
   * another. Waiving a money guard (issue 40) takes a one-action grant naming all three.
   */
  'grant.request': {
    input: z
      .strictObject({
        pin: PinInput,
        scope: GrantScopeSchema.optional(),
        action: GrantActionSchema.optional(),
      })
      .refine((input) => input.action === undefined || input.scope !== 'minutes', {
        path: ['action'],
        error: 'only a one-action grant names its action',
      }),
    output: GrantViewSchema,
  },
  /** Sign-out: the grant dies at once. */
  'grant.release': { input: z.strictObject({ token: GrantTokenSchema }), output: z.object({}) },
  /** The journal names guests and amounts: reading it is a manager's (issue 25). */
  'journal.list': {
    input: JournalFilterSchema,
    output: z.object({ rows: z.array(JournalRowSchema), truncated: z.boolean() }),
  },
  /** The same entries in words, in `language` (default: the terminal's), for the accountant. */
  'journal.csv': {
    input: JournalFilterSchema.omit({ limit: true }).extend({ language: LanguageSchema.optional() }),
    output: z.object({ csv: z.string() }),
  },
  /**
   * A manager's allowance of one debit or credit for a blocked guest (core/terminal/holds/hold-allowance.ts):
   * used by the guest's next hold that is queued, or gone at `expiresAt`.
   */
  'hold.allowBlocked': {
    input: z.strictObject({ customerGuid: z.string().trim().min(1).max(100) }),
    output: BlockedAllowanceSchema,
  },
  /** A manager approves quitting while holds wait, as the host asked (`quitRequest` event). */
  'app.quit': { input: z.strictObject({}), output: z.object({}) },
  /** Nobody approved: the app stays open (anyone may say so). */
  'app.stay': { input: z.strictObject({}), output: z.object({}) },
  /** Opens a part of the readers' check in Settings (issue 18): its test mode or its support report. */
  'readers.check': {
    input: z.strictObject({ part: z.enum(['testMode', 'report']) }),
    output: z.object({}),
  },
} as const;
