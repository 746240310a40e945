/** What the core shows the UI: guests, accounts, tokens, holds and their notices, the queue, the status, the venue. */
import { GrantableGuardSchema, PresenceSchema } from './control';
import { z } from 'zod';
import { HOLD_KINDS, HOLD_STATES } from '../hold-codes';
import { ScannerStatusSchema } from '../scanner/reader-selection-schema';
import { CorrectionViewSchema } from './corrections';
import { ConsentStateSchema } from './consent';
import { ErrorValueSchema } from './errors';
import { CentsSchema, freshness, TimestampSchema, TokenRefSchema } from './shapes';
import { ShiftViewSchema } from './shifts';
import { PrinterStatusSchema } from './printer';
import { UpdateStateSchema } from './updates';

export const BalanceViewSchema = z.object({
  ledgerCents: CentsSchema,
  availableCents: CentsSchema,
  debitHoldCents: CentsSchema,
  creditHoldCents: CentsSchema,
});
export type BalanceView = z.infer<typeof BalanceViewSchema>;

/**
 * What an account is for, as the core tells it from the platform's account type
 * (core/terminal/guests/account-kind.ts): bonuses, or a deposit (money the guest paid in), which is
 * neither paid from nor awarded to as bonuses.
 */
export const ACCOUNT_KINDS = ['bonus', 'deposit'] as const;
export const AccountKindSchema = z.enum(ACCOUNT_KINDS);
export type AccountKind = z.infer<typeof AccountKindSchema>;

export const AccountViewSchema = z.object({
  accountGuid: z.string(),
  name: z.string(),
  /** Absent from an older core: bonuses. */
  kind: AccountKindSchema.optional(),
  state: z.string(),
  balance: BalanceViewSchema,
  /** Holds on this account that wait in the queue, not yet applied by the platform. */
  pending: z.object({
    debitCents: CentsSchema,
    creditCents: CentsSchema,
    count: z.number().int().nonnegative(),
  }),
  /**
   * The largest debit the core would take now at this till: `online` is the platform's available
   * less this terminal's waiting debits ("Available" on screen); `offline` is also within every
   * offline limit (per hold, per guest, the terminal's total, the share and age of the cached
   * balance), which apply whenever the terminal is not online.
   */
  spendable: z.object({ onlineCents: CentsSchema, offlineCents: CentsSchema }),
});
export type AccountView = z.infer<typeof AccountViewSchema>;

/**
 * A token as the core hands it out: never its key. `masked` is what the UI shows (the key's last
 * four characters; nothing of keys shorter than eight). `ref` is what the UI sends back to act on
 * it; it is absent only where the core does not hold the full key (a guest answered from the
 * cache whose token was not seen since the terminal started, or a token type the platform would
 * not take in a request).
 */
export const TokenViewSchema = z.object({
  type: z.string(),
  entry: z.string(),
  masked: z.string(),
  ref: TokenRefSchema.optional(),
  /** On a guest's tokens: past its expiration date. */
  expired: z.boolean().optional(),
});
export type TokenView = z.infer<typeof TokenViewSchema>;

/** A token just scanned: always with its reference. */
export const ScannedTokenSchema = TokenViewSchema.omit({ expired: true }).extend({ ref: TokenRefSchema });
export type ScannedToken = z.infer<typeof ScannedTokenSchema>;

export const GuestSchema = z.object({
  customerGuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().optional(),
  /** The birthday as a calendar date (`1985-03-14`), from the platform's dateOfBirth (issue 43). */
  birthday: z.string().optional(),
  /** The guest's consent as this till recorded it (issue 43); absent: none recorded here. */
  consent: ConsentStateSchema.optional(),
  /** Blocked on the platform: shown as such, no pay or award (the core refuses them too). */
  blocked: z.boolean().optional(),
  tokens: z.array(TokenViewSchema),
  accounts: z.array(AccountViewSchema),
  /** Accounts the platform sent in a form the terminal cannot read: left out of `accounts`, counted. */
  unreadableAccounts: z.number().int().positive().optional(),
});
export type Guest = z.infer<typeof GuestSchema>;

export const TransactionViewSchema = z.object({
  id: z.number().int(),
  regTime: TimestampSchema,
  type: z.string(),
  amountCents: CentsSchema,
  ledgerCents: CentsSchema,
  availableCents: CentsSchema,
  /** The platform sent this row in a form the terminal cannot read (its figures are zeros, not shown). */
  unreadable: z.literal(true).optional(),
});
export type TransactionView = z.infer<typeof TransactionViewSchema>;

export { HOLD_KINDS, HOLD_STATES };
export const HoldStateSchema = z.enum(HOLD_STATES);
export type HoldState = z.infer<typeof HoldStateSchema>;

export const HoldKindSchema = z.enum(HOLD_KINDS);
export type HoldKind = z.infer<typeof HoldKindSchema>;

export const HoldViewSchema = z.object({
  holdId: z.string(),
  kind: HoldKindSchema,
  state: HoldStateSchema,
  amountCents: CentsSchema,
  accountGuid: z.string(),
  /**
   * The guest the hold is for, when the terminal knew it (the guest was looked up): accountGuid
   * names an account type that every guest has, so a guest's holds are told apart by this.
   */
  customerGuid: z.string().optional(),
  /** The guest's full name as the terminal knew it when the hold was queued (never a card number). */
  guestName: z.string().optional(),
  /** The cashier signed in when the hold was queued (cashier PINs, issue 15). */
  cashier: z.string().optional(),
  /** The guest's token, masked to its last four characters. */
  token: z.string(),
  billNumber: z.string().optional(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  attempts: z.number().int().nonnegative(),
  /** The platform's transaction id once the hold is confirmed. */
  bonusTransactionId: z.number().int().optional(),
  /** For a reverse: the hold it cancels. */
  reverses: z.string().optional(),
  /** Why the hold was rejected (or the last failure while it waits). */
  reason: ErrorValueSchema.optional(),
  /**
   * For a manager, on a rejected hold that may have been applied: the terminal's evidence (e.g. the
   * history transactions that look like it: id, type, amount, time). English; card numbers masked.
   */
  evidence: z.string().optional(),
  /**
   * The hold's answer was lost and its history shows only transactions that look like it: a
   * manager says which one is its own, or that none is (queue.candidates, queue.attribute).
   */
  awaitsAttribution: z.literal(true).optional(),
  /**
   * An online try withdrawn before it reached the platform, the payment taken again offline as
   * another hold: it moved no money, and lists drop it when this arrives (it is never listed).
   */
  retaken: z.literal(true).optional(),
  /**
   * Why it was reversed or discarded, and by whose grant (issue 25): on the hold moved back and
   * on its reversal. Not `reason`, which is the platform's refusal.
   */
  correction: CorrectionViewSchema.optional(),
  /** The manager whose one-action grant let it through a money guard (issue 40), and which guards. */
  granted: z.object({ manager: z.string(), guards: z.array(GrantableGuardSchema) }).optional(),
  /** How the guest was there for a payment with bonuses (issue 40). */
  presence: PresenceSchema.optional(),
});
export type HoldView = z.infer<typeof HoldViewSchema>;

/** A history transaction that looks like a hold (type, amount, time), as the terminal read it. */
export const HoldCandidateViewSchema = z.object({
  transactionId: z.number().int(),
  /** The platform's registration time, as it gave it. */
  regTime: z.string(),
  type: z.string(),
  amountCents: CentsSchema,
  /** The account's balance after it, when the platform gave a readable one. */
  balanceAfter: z.object({ ledgerCents: CentsSchema, availableCents: CentsSchema }).optional(),
  /** When the terminal read the history holding it. */
  readAt: TimestampSchema,
});
export type HoldCandidateView = z.infer<typeof HoldCandidateViewSchema>;

/**
 * What happened to a hold after its command had answered the cashier, so that it must be raised
 * on whatever screen is open: `refused` (the platform refused it: certainly not applied),
 * `needsManager` (refused, but it may have been applied: only a manager can settle it),
 * `unknown` (its answer was lost: being checked), `applied` (an unknown outcome settled: it went
 * through). An unknown outcome settled as refused is `refused` or `needsManager`.
 */
export const HOLD_NOTICE_KINDS = ['refused', 'needsManager', 'unknown', 'applied'] as const;
export const HoldNoticeKindSchema = z.enum(HOLD_NOTICE_KINDS);
export type HoldNoticeKind = z.infer<typeof HoldNoticeKindSchema>;

export const HoldNoticeSchema = z.object({
  /** Unique per hold and kind: acknowledging it is idempotent. */
  noticeId: z.string(),
  kind: HoldNoticeKindSchema,
  /** The hold as it was when the notice was raised. */
  hold: HoldViewSchema,
  raisedAt: TimestampSchema,
});
export type HoldNotice = z.infer<typeof HoldNoticeSchema>;
export const NoticesSchema = z.object({ notices: z.array(HoldNoticeSchema) });

export const QueueSummarySchema = z.object({
  /** Holds not yet applied by the platform (queued, sending, uncertain), reversals included. */
  count: z.number().int().nonnegative(),
  /** What the waiting debit holds take from guests together. */
  debitCents: CentsSchema,
  /** What the waiting credit holds give guests together. */
  creditCents: CentsSchema,
  /** Waiting reversals (of holds already sent): counted in `count`, in neither amount. */
  reversals: z.number().int().nonnegative(),
  /** The oldest hold that waits. */
  oldest: z
    .object({ holdId: z.string(), createdAt: TimestampSchema, ageMs: z.number().int().nonnegative() })
    .nullable(),
  rejected: z.number().int().nonnegative(),
  uncertain: z.number().int().nonnegative(),
});
export type QueueSummary = z.infer<typeof QueueSummarySchema>;

export const ConnectivitySchema = z.enum(['online', 'offline', 'degraded']);
export type Connectivity = z.infer<typeof ConnectivitySchema>;

export const StatusSchema = z.object({
  connectivity: ConnectivitySchema,
  /** Since when the connectivity is what it is. */
  since: TimestampSchema,
  queue: QueueSummarySchema,
  platform: z.object({ url: z.string(), embedded: z.boolean(), user: z.string() }),
  lastOnlineAt: TimestampSchema.nullable(),
  /** The HID readers and whether they can be read at all (node-hid missing, no permission...). */
  scanner: ScannerStatusSchema,
  /** Things the cashier or a manager should know (a bad settings file, a failing secret store). */
  warnings: z.array(ErrorValueSchema),
  /** How long a hold command waits for the platform's answer (the pay dialog says so while it waits). */
  holdWaitMs: z.number().int().positive().optional(),
  /** The open shift (null when none is open). */
  shift: ShiftViewSchema.nullable().optional(),
  /** The app's own update: checked, downloading, ready for the next start and what it waits for. */
  update: UpdateStateSchema,
  /** The receipt printer's state in words (issue 42); absent from a core without printing. */
  printer: PrinterStatusSchema.optional(),
});
export type Status = z.infer<typeof StatusSchema>;

/** An account type as the terminal has seen it on guests (the rules' settings list them). */
export const AccountTypeViewSchema = z.object({
  accountGuid: z.string(),
  name: z.string(),
  kind: AccountKindSchema,
  /** The platform's `maxUsage`, shown to the manager as it came: its meaning is not documented, never applied. */
  maxUsage: z.number().optional(),
});
export type AccountTypeView = z.infer<typeof AccountTypeViewSchema>;

export const CatalogueItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['category', 'product']),
  name: z.string(),
  parentId: z.number().int().optional(),
  priceCents: CentsSchema.optional(),
  /** The platform sent a price that is no amount (1e308, a string): the product stays, its price is shown as unreadable. */
  priceUnreadable: z.literal(true).optional(),
});
export type CatalogueItem = z.infer<typeof CatalogueItemSchema>;

/** Company settings without the terminal's own credentials (terminalLogin, terminalPassword). */
export const PublicCompanySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  org1Name: z.string(),
  org1NameShort: z.string(),
  pinLength: z.number().int(),
  permitNegativeBalances: z.boolean(),
  language: z.string().optional(),
});
export type PublicCompany = z.infer<typeof PublicCompanySchema>;

/** A guest as a lookup answers it: the guest, and where the answer came from and how old it is. */
export const GuestAnswerSchema = z.object({ guest: GuestSchema, ...freshness });
export type GuestAnswer = z.infer<typeof GuestAnswerSchema>;
