/**
 * The guest's display (issue 26): what the guest may see while the cashier works, and the one
 * thing the guest may do (check in by phone). The cashier's page publishes a screen
 * (`display.show`); the core keeps the latest and pushes it to the display, which holds only its
 * own secret and reaches only DISPLAY_COMMANDS and DISPLAY_EVENTS. The schema is the whole of
 * what the guest can be told: no card, no queue, no connection, no refusal has a field here.
 */
import { z } from 'zod';
import { LanguageSchema } from './settings';
import { CentsSchema, TokenRefSchema } from './shapes';
import { ScannedTokenSchema } from './views';
import { CONSENT_TEXT_MAX } from './consent';

const NameSchema = z.string().max(100);
const NonNegativeCentsSchema = CentsSchema.min(0, 'an amount shown to the guest is never negative');

/** An account as the guest sees it: the name the platform gave it and what can be spent. */
export const DisplayAccountSchema = z.strictObject({ name: NameSchema, balanceCents: CentsSchema });
export type DisplayAccount = z.infer<typeof DisplayAccountSchema>;

export const DisplayScreenSchema = z.discriminatedUnion('kind', [
  /** Nobody on the cashier's screen: the venue's name. */
  z.strictObject({ kind: z.literal('idle') }),
  /** The guest on the cashier's screen: the first name only, the accounts with their balances. */
  z.strictObject({
    kind: z.literal('guest'),
    firstName: NameSchema,
    accounts: z.array(DisplayAccountSchema).max(8),
  }),
  /** A bill being made or reviewed: paid with bonuses, awarded, left to pay in money. */
  z.strictObject({
    kind: z.literal('bill'),
    firstName: NameSchema,
    billCents: NonNegativeCentsSchema,
    payCents: NonNegativeCentsSchema,
    awardCents: NonNegativeCentsSchema,
    leftToPayCents: NonNegativeCentsSchema,
    /** The account paid from (else awarded to), with its balance before the bill. */
    account: DisplayAccountSchema.nullable(),
  }),
  /** The bill confirmed: what is now available, or null while a hold waits ("waits to be sent"). */
  z.strictObject({
    kind: z.literal('done'),
    firstName: NameSchema,
    accountName: NameSchema,
    payCents: NonNegativeCentsSchema,
    awardCents: NonNegativeCentsSchema,
    balanceCents: CentsSchema.nullable(),
    /**
     * The payment, the award, saved in the queue and not yet taken by the platform: the guest reads
     * "waits to be sent" for it, never "paid" or "awarded" (issue 41). Absent: as balanceCents null says.
     */
    payWaits: z.boolean().optional(),
    awardWaits: z.boolean().optional(),
  }),
  /**
   * A payment asks for the guest's own PIN (issue 40): on a touch display the guest types it there
   * (`display.proof`), masked; the display never shows it, the cashier's page never receives it.
   */
  z.strictObject({ kind: z.literal('proof'), firstName: NameSchema }),
  /**
   * A new guest reads the venue's consent text (issue 43) and agrees with «Согласен» on a touch
   * display (`display.consent`), advertising a separate, unticked choice. The core puts the text of
   * `textVersion` in `text` whatever the page sent: the guest reads the version they agree to.
   */
  z.strictObject({
    kind: z.literal('consent'),
    firstName: NameSchema,
    textVersion: z.number().int().positive(),
    text: z.string().max(CONSENT_TEXT_MAX),
  }),
]);
export type DisplayScreen = z.infer<typeof DisplayScreenSchema>;
export type DisplayScreenKind = DisplayScreen['kind'];

/** The guest's check-in as the display shows it: the first name of whom the cashier will open. */
export const DisplayCheckInSchema = z.strictObject({ firstName: NameSchema });

/** Everything the display shows, pushed as the `display` event and answered by `display.view`. */
export const DisplayViewSchema = z.strictObject({
  language: LanguageSchema,
  /** company.info's name as the core knows it; null before the core has read it. */
  venueName: NameSchema.nullable(),
  screen: DisplayScreenSchema,
});
export type DisplayView = z.infer<typeof DisplayViewSchema>;

/** A phone number as a guest types it on the display: digits and the usual marks only. */
const TypedPhoneSchema = z
  .string()
  .max(32)
  .regex(/^\+?[\d\s().-]+$/, 'a telephone number');

/**
 * What became of a check-in, in words the display turns into its own: never a refusal code or a
 * guest other than the one found, never whether the platform answered.
 */
export const CheckInOutcomeSchema = z.discriminatedUnion('outcome', [
  z.strictObject({ outcome: z.literal('found'), firstName: NameSchema }),
  z.strictObject({ outcome: z.literal('notFound') }),
  z.strictObject({ outcome: z.literal('notPhone') }),
  /** Too many tries lately, or one still running: try later. */
  z.strictObject({ outcome: z.literal('tooMany') }),
  /** Nothing could be looked up now (the loyalty server does not answer): ask the cashier. */
  z.strictObject({ outcome: z.literal('askCashier') }),
]);
export type CheckInOutcome = z.infer<typeof CheckInOutcomeSchema>;

/** What the cashier's page is told of a guest who checked in: who, and the card to open them with. */
export const CheckInEventSchema = z.object({
  checkInId: z.string(),
  firstName: NameSchema,
  lastName: NameSchema,
  token: ScannedTokenSchema,
});
export type CheckInEvent = z.infer<typeof CheckInEventSchema>;

/** A guest's PIN as typed on the display: digits only. */
const GuestPinSchema = z.string().regex(/^\d{1,12}$/, 'digits');

/** `sent`: the cashier's page has it; `notAsked`: the display was not asking for a PIN. */
export const ProofOutcomeSchema = z.strictObject({ outcome: z.enum(['sent', 'notAsked']) });
export type ProofOutcome = z.infer<typeof ProofOutcomeSchema>;

/** What the cashier's page is told of a PIN the guest typed on the display: a reference, not the digits. */
export const GuestProofEventSchema = z.object({ ref: TokenRefSchema });

/** `recorded`: the cashier's page has the guest's consent; `notAsked`: the display was not asking for it. */
export const ConsentOutcomeSchema = z.strictObject({ outcome: z.enum(['recorded', 'notAsked']) });
export type ConsentOutcome = z.infer<typeof ConsentOutcomeSchema>;

/** What the cashier's page is told when the guest agreed on the display: to which text, and advertising or not. */
export const GuestConsentEventSchema = z.object({
  textVersion: z.number().int().positive(),
  marketing: z.boolean(),
});
export type GuestConsentEvent = z.infer<typeof GuestConsentEventSchema>;

const Empty = z.strictObject({});

export const displayCommands = {
  /** The cashier's page: what the guest may see now (replaces the previous screen). */
  'display.show': { input: DisplayScreenSchema, output: Empty },
  /** The display: what to show now (then the `display` event follows every change). */
  'display.view': { input: Empty, output: DisplayViewSchema },
  /** The display: a guest typed their phone number. */
  'display.checkIn': { input: z.strictObject({ phone: TypedPhoneSchema }), output: CheckInOutcomeSchema },
  /**
   * The display: the guest typed their own PIN while it asked for it (screen `proof`). The core
   * keeps it behind a reference for the cashier's page (`guestProof` event), never as digits.
   */
  'display.proof': { input: z.strictObject({ pin: GuestPinSchema }), output: ProofOutcomeSchema },
  /** The display: the guest pressed «Согласен» on the consent text (screen `consent`), advertising ticked or not. */
  'display.consent': { input: z.strictObject({ marketing: z.boolean() }), output: ConsentOutcomeSchema },
} as const;

/** The commands the display's secret reaches; every other command is refused to it. */
export const DISPLAY_COMMANDS = [
  'display.view',
  'display.checkIn',
  'display.proof',
  'display.consent',
] as const;
export type DisplayCommandName = (typeof DISPLAY_COMMANDS)[number];
/** The events the display's stream carries; no other event reaches it. */
export const DISPLAY_EVENTS = ['display'] as const;
export type DisplayEventName = (typeof DISPLAY_EVENTS)[number];
