/** The figures behind each error's message, by code: what `ErrorValue.details` holds on the wire. */
import { z } from 'zod';
import { HOLD_STATES } from '../hold-codes';
import type { ErrorCode } from './error-codes';
import { CentsSchema } from './shapes';

/** Why a data folder is not the one this machine last ran here (core/offline/identity.ts). */
export const IDENTITY_MISMATCHES = [
  /** No record on this machine for this folder: copied or moved here, or the record was lost. */
  'notFromThisMachine',
  /** The record names another terminal: another terminal's database was put in this folder. */
  'otherTerminal',
  /** The database is older than the record: restored from a backup. */
  'olderCopy',
  /** The machine knows a terminal here, the database has no identity: emptied or replaced. */
  'databaseReplaced',
] as const;
export type IdentityMismatch = (typeof IDENTITY_MISMATCHES)[number];

const CountSchema = z.number().int().nonnegative();
/** A limit and the amount asked beyond it. */
const OverLimitSchema = z.object({ limitCents: CentsSchema, amountCents: CentsSchema });
/** A limit, what is already queued under it and the amount asked. */
const QueuedOverLimitSchema = OverLimitSchema.extend({ pendingCents: CentsSchema });

/**
 * The details of every code that has any (amounts in hundredths, named `…Cents`; never a secret).
 * A code not listed here carries no details.
 */
export const ERROR_DETAILS = {
  invalidInput: z.object({ field: z.string(), problem: z.string() }),
  unknownCommand: z.object({ command: z.string() }),
  offlineLimitPerHold: OverLimitSchema,
  offlineLimitPerGuest: QueuedOverLimitSchema,
  offlineLimitTerminal: QueuedOverLimitSchema,
  offlineBalanceStale: z.object({ ageHours: CountSchema, maxHours: CountSchema }),
  offlineBalanceInsufficient: z.object({ availableCents: CentsSchema, amountCents: CentsSchema }),
  offlineCreditQueueFull: z.object({ count: CountSchema }),
  holdStateConflict: z.object({ state: z.enum(HOLD_STATES) }),
  settingsFileInvalid: z.object({ problem: z.string() }),
  embeddedPlatformFailed: z.object({ problem: z.string() }),
  terminalQuarantined: z.object({ reason: z.enum(IDENTITY_MISMATCHES), holds: CountSchema }),
  /** `holds`: the lost holds described for a person to look up. */
  holdsMayBeLost: z.object({ count: CountSchema, holds: z.string() }),
  grantRequired: z.object({ command: z.string() }),
  pinInvalid: z.object({ min: CountSchema, max: CountSchema }),
  pinWrong: z.object({ waitSeconds: CountSchema }),
  pinLocked: z.object({ waitSeconds: CountSchema }),
  attributionMismatch: z.object({ what: z.enum(['account', 'type', 'amount']) }),
  billPayOverTotal: OverLimitSchema,
  billPayOverShare: OverLimitSchema,
  awardOverRule: OverLimitSchema,
  /** `pendingCents`: awarded without a bill by this cashier in this shift already. */
  goodwillOverAllowance: QueuedOverLimitSchema,
  guestAwardedTooOften: z.object({ count: CountSchema, limit: CountSchema }),
  /** When (ISO) and by whom the bill was settled first. */
  billAlreadySettled: z.object({ at: z.string(), by: z.string() }),
  billNeedsManager: OverLimitSchema,
  /** `byGuest`: the guest may prove it now (online, and allowed for this token); else only a manager. */
  guestProofRequired: z.object({ byGuest: z.boolean() }),
  grantOtherAction: z.object({ command: z.string() }),
  shiftHoldsWait: z.object({
    count: CountSchema,
    queued: CountSchema,
    unknown: CountSchema,
    refused: CountSchema,
  }),
  shiftOpenSinceEarlierDay: z.object({ shift: CountSchema, openedAt: z.string() }),
  shiftOpenBeforeRestart: z.object({ shift: CountSchema, openedAt: z.string() }),
} satisfies Partial<Record<ErrorCode, z.ZodType>>;

type DetailedCode = keyof typeof ERROR_DETAILS;

/** The schema of a code's details: its entry in ERROR_DETAILS, or none allowed. */
export type ErrorDetailsSchema<C extends ErrorCode> = C extends DetailedCode
  ? (typeof ERROR_DETAILS)[C]
  : typeof NO_DETAILS;
/** A code's details: undefined for a code that has none. */
export type ErrorDetails<C extends ErrorCode> = z.infer<ErrorDetailsSchema<C>>;

const NO_DETAILS = z.never().optional();

export function errorDetailsSchema<C extends ErrorCode>(code: C): ErrorDetailsSchema<C> {
  const detailed = (code as string) in ERROR_DETAILS;
  // The table's keys are the codes with details, which is what the conditional type says.
  return (detailed ? ERROR_DETAILS[code as DetailedCode] : NO_DETAILS) as ErrorDetailsSchema<C>;
}
