/** Commands: what the UI may ask of the core, each with its input and output schema (names and guards: names.ts). */
import { z } from 'zod';
import { HOLD_STATES } from '../hold-codes';
import { displayCommands } from './display';
import { displayPlacementCommands } from './display-placement';
import { CorrectionInputSchema } from './corrections';
import { consentCommands } from './consent';
import { ErrorValueSchema } from './errors';
import { ScanWithGuestSchema } from './scan';
import { SettingsPatchSchema, SettingsViewSchema } from './settings';
import { freshness, PositiveCentsSchema, SourceSchema, TimestampSchema, TokenInputSchema } from './shapes';
import { shiftCommands } from './shifts';
import { printerCommands } from './printer';
import type { CommandName, OnlyNamed } from './names';
import { NewGuestInputSchema } from './new-guest';
import { staffCommands, type GrantTokenSchema } from './staff';
import { TableSchemeViewSchema } from './table-scheme';
import {
  AccountTypeViewSchema,
  AccountViewSchema,
  BalanceViewSchema,
  CatalogueItemSchema,
  GuestAnswerSchema,
  GuestSchema,
  HoldCandidateViewSchema,
  HoldStateSchema,
  HoldViewSchema,
  NoticesSchema,
  PublicCompanySchema,
  QueueSummarySchema,
  StatusSchema,
  TransactionViewSchema,
} from './views';

const Empty = z.strictObject({});
const AccountGuid = z.string().min(1).max(200);

/**
 * The guest's proof, given there and then, for a payment whose token was not read from the
 * guest's card or QR (issue 40): the guest's PIN as they typed it, or their app's QR read now.
 */
const GuestProofSchema = TokenInputSchema;

const HoldInputSchema = z.strictObject({
  token: TokenInputSchema,
  accountGuid: AccountGuid,
  amountCents: PositiveCentsSchema,
  billNumber: z.string().min(1).max(200).optional(),
  guestProof: GuestProofSchema.optional(),
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
    billNumber: z.string().trim().min(1).max(200),
    pay: BillPartSchema.optional(),
    award: BillPartSchema.optional(),
    guestProof: GuestProofSchema.optional(),
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

const AccountInputSchema = z.strictObject({ token: TokenInputSchema, accountGuid: AccountGuid });

export const commands = {
  'guest.lookup': {
    input: z.strictObject({ token: TokenInputSchema }),
    output: GuestAnswerSchema,
  },
  'guest.search': {
    input: z.strictObject({
      text: z.string().trim().min(1).max(200),
      limit: z.number().int().min(1).max(100).optional(),
    }),
    output: z.object({
      guests: z.array(GuestSchema),
      source: SourceSchema,
      /** source `cache` (an outage): how old each guest's saved copy is, by customerGuid. */
      saved: z
        .record(z.string(), z.object({ ageMs: freshness.ageMs, fetchedAt: TimestampSchema }))
        .optional(),
      /** Guests the platform sent in a form the terminal cannot read: left out, counted here. */
      unreadable: z.number().int().positive().optional(),
    }),
  },
  'guest.create': {
    input: NewGuestInputSchema,
    /** `notices`: what the platform said with the new guest, in its words (shown, not dropped). */
    output: z.object({ guest: GuestSchema, notices: z.array(z.string().max(500)).optional() }),
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
      /** Why the money goes back (issue 25): kept with the hold and journalled. */
      correction: CorrectionInputSchema,
    }),
    output: z.object({ hold: HoldViewSchema, reversal: HoldViewSchema.optional() }),
  },
  'queue.list': {
    input: z.strictObject({
      /** Only holds in these states (default: all). */
      states: z.array(HoldStateSchema).max(HOLD_STATES.length).optional(),
      /** Only this guest's holds (the guest's card shows them). */
      customerGuid: z.string().min(1).max(200).optional(),
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
  'queue.resolve': {
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
        /** Why a hold is discarded (issue 25): required with `discard`, refused with `retry`. */
        correction: CorrectionInputSchema.optional(),
      })
      .refine((input) => !input.force || input.action === 'discard', {
        path: ['force'],
        error: 'only with action discard',
      })
      .refine((input) => (input.action === 'discard') === (input.correction !== undefined), {
        path: ['correction'],
        error: 'a discard needs a correction (reason), a retry takes none',
      }),
    output: z.object({ hold: HoldViewSchema }),
  },
  /** The history's look-alikes of a hold that awaits attribution (the cashier may look: no guard). */
  'queue.candidates': {
    input: z.strictObject({ holdId: z.string().min(1).max(100) }),
    output: z.object({ hold: HoldViewSchema, candidates: z.array(HoldCandidateViewSchema) }),
  },
  /**
   * A manager's word on such a hold: the transaction that is its own (checked by the core against
   * the candidates, the account, type and amount, and the other holds), or `none`: the platform
   * applied none of them, the hold goes back through the history check and is sent again only
   * once the history proves it absent.
   */
  'queue.attribute': {
    input: z.strictObject({
      holdId: z.string().min(1).max(100),
      choice: z.union([z.strictObject({ transactionId: z.number().int().positive() }), z.literal('none')]),
    }),
    output: z.object({ hold: HoldViewSchema }),
  },
  'tables.workload': {
    input: z.strictObject({ time: z.iso.datetime({ offset: true }).optional() }),
    output: z.object({ tableScheme: TableSchemeViewSchema, ...freshness }),
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
  'settings.set': { input: SettingsPatchSchema, output: SettingsViewSchema },
  /** The hold notices not yet acknowledged, oldest first (kept by the core until acknowledged). */
  'notices.list': { input: Empty, output: NoticesSchema },
  'notices.acknowledge': {
    input: z.strictObject({ noticeId: z.string().min(1).max(300) }),
    output: NoticesSchema,
  },
  ...staffCommands,
  ...shiftCommands,
  ...displayCommands,
  ...displayPlacementCommands,
  ...consentCommands,
  ...printerCommands,
} as const satisfies Record<CommandName, { input: z.ZodType; output: z.ZodType }>;

export type Commands = typeof commands;
/** Every command named in names.ts (with its guard) has its schemas here, and no other. */
export type NamedCommands = OnlyNamed<keyof Commands, CommandName>;

/**
 * What a caller sends (before parsing) and what a handler receives (after parsing). Any command
 * may carry a manager's `grant`; the dispatcher takes it off before the input is parsed.
 */
export type CommandInput<K extends CommandName> = z.input<Commands[K]['input']> & {
  grant?: z.input<typeof GrantTokenSchema>;
};
export type ParsedInput<K extends CommandName> = z.output<Commands[K]['input']>;
export type CommandOutput<K extends CommandName> = z.output<Commands[K]['output']>;
