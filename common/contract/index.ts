/**
 * The one list of what the UI may ask of the terminal core, and of what the core pushes back.
 * Both hosts (Electron IPC and the loopback HTTP host) parse every input and output through
 * these schemas in one place (core/hosts/dispatch.ts). The renderer imports this file too,
 * so it holds only zod schemas: no Node modules, nothing with side effects.
 *
 * Money crosses the contract as integer hundredths (`Cents`, fields named `...Cents`), in both
 * directions: only the platform client converts to and from the platform's JSON numbers, and
 * the renderer reads and writes text through the one money module (common/platform/money.ts).
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../language';
import { MAX_CENTS } from '../platform/money';
import { CustomerTokenSchema } from '../platform/schemas/token';
import { TableSchemeSchema } from '../platform/schemas/workload';

export type { Hall, Table, TableScheme } from '../platform/schemas/workload';
import { ReaderSelectionSchema, ScannerStatusSchema } from '../scanner/reader-selection-schema';
import { RulesConfigSchema } from '../scanner/rules';
import { SCAN_SOURCES } from '../scanner/scan-outcome';
import { HOLD_KINDS, HOLD_STATES } from '../hold-codes';
import { BillRuleSchema, BillRulesSchema } from '../bill/rules';
import type { GrantTokenSchema } from './staff';
import { QuitRequestSchema, staffCommands, type Guard } from './staff';

export * from './staff';

// ---------------------------------------------------------------------------------------------
// Errors: values with a code and a message a cashier can read in both UI languages.

export const ERROR_CODES = [
  // The request itself
  'invalidInput',
  'unknownCommand',
  'notFound',
  'unauthorized',
  'forbiddenOrigin',
  'payloadTooLarge',
  'internalError',
  /** The UI lost its host (the core process or its loopback connection): answered by the renderer. */
  'coreUnreachable',
  // The platform
  'platformUnavailable',
  'platformAuthFailed',
  'platformError',
  /** The platform answered, but with something the terminal cannot read (failed validation, not JSON). */
  'platformInvalidAnswer',
  'platformRefused',
  'tokenNotFound',
  'tokenExpired',
  'insufficientFunds',
  'accountNotFound',
  'alreadyReversed',
  'notInCache',
  'tokenRefUnknown',
  'cardReassigned',
  /** The guest is blocked on the platform: no debit or credit (core/hold-permission.ts). */
  'guestBlocked',
  /** The account is a deposit (core/account-kind.ts): no payment or award with bonuses on it. */
  'depositAccount',
  /** The account came from the platform unreadable (left out of the guest's accounts): no hold on it. */
  'accountUnreadable',
  // The hold queue
  'holdNotFound',
  'holdStateConflict',
  'cardRequired',
  'cardMismatch',
  'holdOutcomeUnknown',
  /** The hold's answer was lost and the platform is being asked: no payment another way meanwhile. */
  'holdUncertain',
  'reversalPending',
  'offlineLimitPerHold',
  'offlineLimitPerGuest',
  'offlineLimitTerminal',
  'offlineBalanceStale',
  'offlineBalanceUnknown',
  'offlineBalanceInsufficient',
  'offlineCreditQueueFull',
  /** The terminal's disk is full: nothing of the hold was written. Also a status warning, until a write succeeds. */
  'diskFull',
  // Settings
  'settingsFileInvalid',
  'secretStoreFailed',
  // The data folder (status warnings)
  /** Copied or restored folder: waiting holds are checked against the history before sending. */
  'terminalQuarantined',
  /** The database lost holds the terminal had acknowledged (emptied, replaced, WAL lost). */
  'holdsMayBeLost',
  // The manager role (contract-staff.ts)
  /** A protected command without a grant. */
  'grantRequired',
  'grantExpired',
  /** A one-action grant used a second time. */
  'grantUsed',
  'grantUnknown',
  /** A grant handed out before the terminal's core last started. */
  'grantOtherLaunch',
  'pinInvalid',
  'pinWrong',
  'pinLocked',
  'pinTaken',
  'managerExists',
  /** Cashier PINs are on and no cashier is signed in: no hold. */
  'cashierRequired',
  /** staff.removeCashier of an id that is no cashier. */
  'cashierNotFound',
  'journalFailed',
  /** hold.allowBlocked for a guest the terminal does not know as blocked. */
  'guestNotBlocked',
  /** app.quit while the host asked nobody to approve quitting. */
  'quitNotAsked',
  // A manager's attribution of a hold whose history shows only look-alikes (outbox.attribute)
  /** The hold does not wait for an attribution (settled meanwhile, or not a look-alike case). */
  'attributionNotNeeded',
  /** The transaction is not among the candidates the terminal read from the hold's history. */
  'attributionNotCandidate',
  /** The candidate is of another account, type or amount than the hold. */
  'attributionMismatch',
  /** Another hold of this terminal already has the transaction. */
  'attributionTaken',
  // A bill (bill.settle) against the venue's rules (common/bill/rules.ts)
  /** More paid with bonuses than the bill itself. */
  'billPayOverTotal',
  /** More paid with bonuses than the account type's rule lets of this bill. */
  'billPayOverShare',
  /** More awarded than the account type's rule gives for what is paid in money. */
  'billAwardOverRule',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export { LANGUAGES, type Language };
export const LanguageSchema = z.enum(LANGUAGES);

/** When the UI shows its on-screen keyboard for text fields: `auto` on a touch screen (pointer: coarse). */
export const TOUCH_KEYBOARD_MODES = ['auto', 'always', 'never'] as const;
export const TouchKeyboardModeSchema = z.enum(TOUCH_KEYBOARD_MODES);
export type TouchKeyboardMode = z.infer<typeof TouchKeyboardModeSchema>;

/** After how long without a touch, a key or a scan the guest on screen closes by itself (privacy). */
export const GUEST_IDLE_CLOSE = ['30s', '1min', '2min', '5min', 'never'] as const;
export const GuestIdleCloseSchema = z.enum(GUEST_IDLE_CLOSE);
export type GuestIdleClose = z.infer<typeof GuestIdleCloseSchema>;

export const MessageSchema = z.object({ ru: z.string(), en: z.string() });
export type Message = z.infer<typeof MessageSchema>;

export const ErrorValueSchema = z.object({
  code: ErrorCodeSchema,
  message: MessageSchema,
  /** Machine-readable figures behind the message (limits, amounts, field paths). Never secrets. */
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorValue = z.infer<typeof ErrorValueSchema>;

/** Shown when the UI loses its host; the renderer answers it itself, so its words live here. */
export const CORE_UNREACHABLE: ErrorValue = {
  code: 'coreUnreachable',
  message: {
    ru: 'Нет связи с ядром терминала. Перезапустите программу, если это не пройдёт',
    en: "The terminal's core cannot be reached. Restart the app if this persists",
  },
};

/** What every command answers, whichever host carries it. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorValue };

// ---------------------------------------------------------------------------------------------
// Shared shapes

/** An amount of money: integer hundredths within ±MAX_CENTS (a fraction is refused, never rounded). */
export const CentsSchema = z
  .number({ error: 'an amount must be a number of hundredths' })
  .int('an amount must be a whole number of hundredths')
  .min(-MAX_CENTS, `an amount must be at least -${MAX_CENTS} hundredths`)
  .max(MAX_CENTS, `an amount must be at most ${MAX_CENTS} hundredths`);
/** An amount to move or to allow: at least one hundredth. */
export const PositiveCentsSchema = CentsSchema.min(1, 'an amount must be at least 1 hundredth');
const Money = CentsSchema;
const Timestamp = z.string();

export const SourceSchema = z.enum(['live', 'cache']);
export type Source = z.infer<typeof SourceSchema>;

/** Where an answer came from and how old it is (0 for live answers). */
const freshness = { source: SourceSchema, ageMs: z.number().int().nonnegative(), fetchedAt: Timestamp };

/**
 * A reference to a token the core has seen this launch (a scan, a guest it answered): 128 random
 * bits, base64url. The renderer never holds a card number it did not type itself: it acts on a
 * guest's card through this reference, and the core keeps the full token in memory only.
 */
export const TokenRefSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'not a token reference');
export type TokenRef = z.infer<typeof TokenRefSchema>;

/** A token the cashier typed (manual entry: the renderer had it already), as the platform takes it. */
export const TypedTokenSchema = z.strictObject(CustomerTokenSchema.shape);
export type TypedToken = z.infer<typeof TypedTokenSchema>;

/** What every command that acts on a guest's card takes: a reference the core handed out, or a typed token. */
export const TokenInputSchema = z.union([z.strictObject({ ref: TokenRefSchema }), TypedTokenSchema]);
export type TokenInput = z.infer<typeof TokenInputSchema>;

export const BalanceViewSchema = z.object({
  ledgerCents: Money,
  availableCents: Money,
  debitHoldCents: Money,
  creditHoldCents: Money,
});
export type BalanceView = z.infer<typeof BalanceViewSchema>;

/**
 * What an account is for, as the core tells it from the platform's account type
 * (core/terminal/account-kind.ts): bonuses, or a deposit (money the guest paid in), which is
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
  /** Holds on this account that wait in the outbox, not yet applied by the platform. */
  pending: z.object({ debitCents: Money, creditCents: Money, count: z.number().int().nonnegative() }),
  /**
   * The largest debit the core would take now at this till: `online` is the platform's available
   * less this terminal's waiting debits ("Available" on screen); `offline` is also within every
   * offline limit (per hold, per guest, the terminal's total, the share and age of the cached
   * balance), which apply whenever the terminal is not online.
   */
  spendable: z.object({ onlineCents: Money, offlineCents: Money }),
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
  regTime: Timestamp,
  type: z.string(),
  amountCents: Money,
  ledgerCents: Money,
  availableCents: Money,
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
  amountCents: Money,
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
  precheck: z.string().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
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
   * manager says which one is its own, or that none is (outbox.candidates, outbox.attribute).
   */
  awaitsAttribution: z.literal(true).optional(),
});
export type HoldView = z.infer<typeof HoldViewSchema>;

/** A history transaction that looks like a hold (type, amount, time), as the terminal read it. */
export const HoldCandidateViewSchema = z.object({
  transactionId: z.number().int(),
  /** The platform's registration time, as it gave it. */
  regTime: z.string(),
  type: z.string(),
  amountCents: Money,
  /** The account's balance after it, when the platform gave a readable one. */
  balanceAfter: z.object({ ledgerCents: Money, availableCents: Money }).optional(),
  /** When the terminal read the history holding it. */
  readAt: Timestamp,
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
  raisedAt: Timestamp,
});
export type HoldNotice = z.infer<typeof HoldNoticeSchema>;
const NoticesSchema = z.object({ notices: z.array(HoldNoticeSchema) });

export const QueueSummarySchema = z.object({
  /** Holds not yet applied by the platform (queued, sending, uncertain), reversals included. */
  count: z.number().int().nonnegative(),
  /** What the waiting debit holds take from guests together. */
  debitCents: Money,
  /** What the waiting credit holds give guests together. */
  creditCents: Money,
  /** Waiting reversals (of holds already sent): counted in `count`, in neither amount. */
  reversals: z.number().int().nonnegative(),
  /** The oldest hold that waits. */
  oldest: z
    .object({ holdId: z.string(), createdAt: Timestamp, ageMs: z.number().int().nonnegative() })
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
  since: Timestamp,
  queue: QueueSummarySchema,
  platform: z.object({ url: z.string(), embedded: z.boolean(), user: z.string() }),
  lastOnlineAt: Timestamp.nullable(),
  /** The HID readers and whether they can be read at all (node-hid missing, no permission...). */
  scanner: ScannerStatusSchema,
  /** Things the cashier or a manager should know (a bad settings file, a failing secret store). */
  warnings: z.array(ErrorValueSchema),
  /** How long a hold command waits for the platform's answer (the pay dialog says so while it waits). */
  holdWaitMs: z.number().int().positive().optional(),
});
export type Status = z.infer<typeof StatusSchema>;

export const ScanSourceSchema = z.enum(SCAN_SOURCES);
export type ScanSource = z.infer<typeof ScanSourceSchema>;

/**
 * The classified result of one scan (core/scanner's ScanOutcome), as the renderer sees it: a
 * token by its reference, every other kind with a masked copy of what was read.
 */
export const ScanEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('token'),
    token: ScannedTokenSchema,
    source: ScanSourceSchema,
    /** The classification rule that made the token (common/scanner/rules.ts), for the readers' check. */
    rule: z.string().max(100).optional(),
  }),
  z.object({
    kind: z.literal('unrecognised'),
    masked: z.string(),
    source: ScanSourceSchema,
    reason: z.string().optional(),
  }),
  z.object({
    kind: z.literal('badSwipe'),
    masked: z.string(),
    source: ScanSourceSchema,
    reason: z.string().optional(),
  }),
  z.object({
    kind: z.literal('incomplete'),
    masked: z.string(),
    source: ScanSourceSchema,
    reason: z.string(),
  }),
]);
export type ScanEvent = z.infer<typeof ScanEventSchema>;

// ---------------------------------------------------------------------------------------------
// Settings: what settings.get shows and settings.set accepts. The password is write-only.

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
});
export type SettingsView = z.infer<typeof SettingsViewSchema>;

export const PlatformUrlSchema = z
  .string()
  .max(500)
  .refine((s) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), 'must be an http(s) address')
  // The password goes to the secret store, never into an address that is shown and saved.
  .refine(
    (s) => !URL.canParse(s) || (!new URL(s).username && !new URL(s).password),
    'must not contain credentials',
  );

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
  /** Rules to set by account type; `null` removes an account type's rule. */
  billRules: z.record(z.string().min(1).max(200), BillRuleSchema.nullable()).optional(),
});
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

// ---------------------------------------------------------------------------------------------
// Commands

const Empty = z.strictObject({});
const AccountGuid = z.string().min(1).max(200);

const HoldInputSchema = z.strictObject({
  token: TokenInputSchema,
  accountGuid: AccountGuid,
  amountCents: PositiveCentsSchema,
  precheck: z.string().min(1).max(200).optional(),
});

const HoldResultSchema = z.object({
  holdId: z.string(),
  state: HoldStateSchema,
  balance: BalanceViewSchema.optional(),
  bonusTransactionId: z.number().int().optional(),
  reason: ErrorValueSchema.optional(),
});
export type HoldResult = z.infer<typeof HoldResultSchema>;

/** A bill's total: at least one hundredth, at most what can be typed (999 999 999.99). */
const BillCentsSchema = PositiveCentsSchema.max(99_999_999_999, 'a bill is at most 999 999 999.99');
const BillPartSchema = z.strictObject({ accountGuid: AccountGuid, amountCents: PositiveCentsSchema });

/**
 * One bill: what is paid with bonuses and what is awarded, as two holds carrying the bill's
 * number. The payment goes first; the award is not sent when the platform refused the payment
 * (the cashier decides again), and is checked against the rules for the bill less the payment.
 */
export const BillInputSchema = z
  .strictObject({
    token: TokenInputSchema,
    billCents: BillCentsSchema,
    precheck: z.string().trim().min(1).max(200),
    pay: BillPartSchema.optional(),
    award: BillPartSchema.optional(),
  })
  .refine((bill) => bill.pay !== undefined || bill.award !== undefined, {
    path: ['pay'],
    error: 'a bill pays or awards something',
  });
export type BillInput = z.infer<typeof BillInputSchema>;

export const BillResultSchema = z.object({
  pay: HoldResultSchema.optional(),
  award: HoldResultSchema.optional(),
  /** The award was asked for but not sent: the platform refused the payment. */
  awardNotSent: z.literal(true).optional(),
  /** The award was refused by the terminal after the payment went through (e.g. the offline credit queue is full). */
  awardError: ErrorValueSchema.optional(),
});
export type BillResult = z.infer<typeof BillResultSchema>;

/** An account type as the terminal has seen it on guests (the rules' settings list them). */
export const AccountTypeViewSchema = z.object({
  accountGuid: z.string(),
  name: z.string(),
  kind: AccountKindSchema,
  /** The platform's `maxUsage`, shown to the manager as it came: its meaning is not documented, never applied. */
  maxUsage: z.number().optional(),
});
export type AccountTypeView = z.infer<typeof AccountTypeViewSchema>;

const AccountInputSchema = z.strictObject({ token: TokenInputSchema, accountGuid: AccountGuid });

export const CatalogueItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['category', 'product']),
  name: z.string(),
  parentId: z.number().int().optional(),
  priceCents: Money.optional(),
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
export const GuestAnswerSchema = z.object({ customer: GuestSchema, ...freshness });
export type GuestAnswer = z.infer<typeof GuestAnswerSchema>;

/**
 * A scan (a wedge scan's `scan.submit` answer, a HID scan's `scan` event) with, for a card the
 * core's cache knows, its guest answered at once (the background refresh follows as a `customer`
 * event): one crossing from swipe to guest instead of a `customer.lookup` after the scan
 * (issue 17). Without `guest` the UI looks the card up itself (not cached: the platform decides).
 */
export const ScanWithGuestSchema = z.intersection(
  ScanEventSchema,
  z.object({ guest: GuestAnswerSchema.optional() }),
);
export type ScanWithGuest = z.infer<typeof ScanWithGuestSchema>;

export const commands = {
  'customer.lookup': {
    input: z.strictObject({ token: TokenInputSchema }),
    output: GuestAnswerSchema,
  },
  'customer.search': {
    input: z.strictObject({
      text: z.string().trim().min(1).max(200),
      limit: z.number().int().min(1).max(100).optional(),
    }),
    output: z.object({
      customers: z.array(GuestSchema),
      source: SourceSchema,
      /** source `cache` (an outage): how old each guest's saved copy is, by customerGuid. */
      saved: z.record(z.string(), z.object({ ageMs: freshness.ageMs, fetchedAt: Timestamp })).optional(),
      /** Guests the platform sent in a form the terminal cannot read: left out, counted here. */
      unreadable: z.number().int().positive().optional(),
    }),
  },
  'customer.create': {
    input: z.strictObject({
      firstName: z.string().trim().min(1).max(100),
      lastName: z.string().trim().min(1).max(100),
      tokens: z.array(TokenInputSchema).min(1).max(20),
    }),
    output: z.object({ customer: GuestSchema }),
  },
  'account.balance': {
    input: AccountInputSchema,
    output: z.object({ account: AccountViewSchema, ...freshness }),
  },
  'account.history': {
    input: AccountInputSchema,
    output: z.object({
      account: AccountViewSchema,
      transactions: z.array(TransactionViewSchema),
      ...freshness,
    }),
  },
  'hold.debit': { input: HoldInputSchema, output: HoldResultSchema },
  'hold.credit': { input: HoldInputSchema, output: HoldResultSchema },
  'bill.settle': { input: BillInputSchema, output: BillResultSchema },
  'accountTypes.list': { input: Empty, output: z.object({ accountTypes: z.array(AccountTypeViewSchema) }) },
  'hold.reverse': {
    input: z.strictObject({
      holdId: z.string().min(1).max(100),
      /** The guest's card, needed only when the hold is settled and its card is no longer kept. */
      token: TokenInputSchema.optional(),
    }),
    output: z.object({ hold: HoldViewSchema, reversal: HoldViewSchema.optional() }),
  },
  'outbox.list': {
    input: z.strictObject({
      /** Only holds in these states (default: all). */
      states: z.array(HoldStateSchema).max(HOLD_STATES.length).optional(),
      /** Newest first, at most this many (default: every hold). */
      limit: z.number().int().min(1).max(100_000).optional(),
      /** The next page: the `nextCursor` of the previous one (steady while new holds are written). */
      cursor: z.number().int().positive().optional(),
    }),
    output: z.object({
      holds: z.array(HoldViewSchema),
      summary: QueueSummarySchema,
      /** Present when more holds follow this page: pass it as `cursor`. */
      nextCursor: z.number().int().positive().optional(),
    }),
  },
  'outbox.resolve': {
    input: z
      .strictObject({
        holdId: z.string().min(1).max(100),
        action: z.enum(['retry', 'discard']),
        /** The guest's card, needed to retry a hold whose card is no longer kept. */
        token: TokenInputSchema.optional(),
        /**
         * Manager override for `discard`: drop a hold the platform may have applied (its answer was
         * lost and the history could not tell); without it such a discard is `holdOutcomeUnknown`.
         */
        force: z.boolean().optional(),
      })
      .refine((input) => !input.force || input.action === 'discard', {
        path: ['force'],
        error: 'only with action discard',
      }),
    output: z.object({ hold: HoldViewSchema }),
    guard: 'manager',
  },
  /** The history's look-alikes of a hold that awaits attribution (the cashier may look: no guard). */
  'outbox.candidates': {
    input: z.strictObject({ holdId: z.string().min(1).max(100) }),
    output: z.object({ hold: HoldViewSchema, candidates: z.array(HoldCandidateViewSchema) }),
  },
  /**
   * A manager's word on such a hold: the transaction that is its own (checked by the core against
   * the candidates, the account, type and amount, and the other holds), or `none`: the platform
   * applied none of them, the hold goes back through the history check and is sent again only
   * once the history proves it absent.
   */
  'outbox.attribute': {
    input: z.strictObject({
      holdId: z.string().min(1).max(100),
      choice: z.union([z.strictObject({ transactionId: z.number().int().positive() }), z.literal('none')]),
    }),
    output: z.object({ hold: HoldViewSchema }),
    guard: 'manager',
  },
  'tables.workload': {
    input: z.strictObject({ time: z.iso.datetime({ offset: true }).optional() }),
    output: z.object({ tableScheme: TableSchemeSchema, ...freshness }),
  },
  'company.info': {
    input: Empty,
    output: z.object({ company: PublicCompanySchema, ...freshness }),
  },
  'catalogue.tree': {
    input: Empty,
    output: z.object({ items: z.array(CatalogueItemSchema), ...freshness }),
  },
  'scan.submit': {
    input: z.strictObject({ text: z.string().max(4096), source: z.enum(['wedge', 'manual']) }),
    output: ScanWithGuestSchema,
  },
  status: { input: Empty, output: StatusSchema },
  'settings.get': { input: Empty, output: SettingsViewSchema },
  'settings.set': { input: SettingsPatchSchema, output: SettingsViewSchema, guard: 'managerUnlessLanguage' },
  /** The hold notices not yet acknowledged, oldest first (kept by the core until acknowledged). */
  'notices.list': { input: Empty, output: NoticesSchema },
  'notices.acknowledge': {
    input: z.strictObject({ noticeId: z.string().min(1).max(300) }),
    output: NoticesSchema,
  },
  ...staffCommands,
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType; guard?: Guard }>;

export type Commands = typeof commands;
export type CommandName = keyof Commands;
export const COMMAND_NAMES = Object.keys(commands) as CommandName[];

/** The guard of a command (contract-staff.ts), undefined for the commands anyone may send. */
export function guardOf(name: CommandName): Guard | undefined {
  const contract = commands[name];
  return 'guard' in contract ? contract.guard : undefined;
}

/**
 * What a caller sends (before parsing) and what a handler receives (after parsing). Any command
 * may carry a manager's `grant`; the dispatcher takes it off before the input is parsed.
 */
export type CommandInput<K extends CommandName> = z.input<Commands[K]['input']> & {
  grant?: z.input<typeof GrantTokenSchema>;
};
export type ParsedInput<K extends CommandName> = z.output<Commands[K]['input']>;
export type CommandOutput<K extends CommandName> = z.output<Commands[K]['output']>;

// ---------------------------------------------------------------------------------------------
// Events

export const events = {
  /** HID and manual scans (a wedge scan is only the answer of its own `scan.submit`: nothing listens for it). */
  scan: ScanWithGuestSchema,
  status: StatusSchema,
  /** A hold changed state; carries the hold and the queue's summary after the change. */
  outbox: z.object({ hold: HoldViewSchema, summary: QueueSummarySchema }),
  /**
   * The background refresh after customer.lookup answered from the cache: the live guest
   * (replaces the guest with the same customerGuid), or the platform refusing the card looked up
   * (tokenNotFound, tokenExpired...: the UI drops the cached guest).
   */
  customer: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('guest'), customer: GuestSchema, ...freshness }),
    z.object({
      kind: z.literal('refused'),
      customerGuid: z.string(),
      token: ScannedTokenSchema,
      error: ErrorValueSchema,
    }),
  ]),
  /** The hold notices not yet acknowledged changed (one raised or acknowledged). */
  notices: NoticesSchema,
  /** The Electron host asks a manager to approve quitting while holds wait (app.quit / app.stay). */
  quitRequest: QuitRequestSchema,
} as const satisfies Record<string, z.ZodType>;

export type Events = typeof events;
export type EventName = keyof Events;
export const EVENT_NAMES = Object.keys(events) as EventName[];
export type EventPayload<K extends EventName> = z.output<Events[K]>;

/** The bridge the renderer sees as `window.terminal`, identical in both hosts. */
export type TerminalBridge = {
  [K in CommandName]: (input: CommandInput<K>) => Promise<Result<CommandOutput<K>>>;
} & {
  on<K extends EventName>(event: K, listener: (payload: EventPayload<K>) => void): () => void;
};
