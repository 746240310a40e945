/**
 * Money guarded from the till's own hands (issue 40): how a guest was there for a payment, which
 * of the venue's guards a manager's grant waived, and the control lines of the shift's report.
 * zod schemas over closed lists; the lists themselves are in choices.ts (free of zod).
 */
import { z } from 'zod';
import { COMMAND_NAMES } from './names';
import { CONTROL_CHECKS, GRANTABLE_GUARDS, PRESENCES, TOKEN_SOURCES } from './choices';
import { CentsSchema } from './shapes';

export { CONTROL_CHECKS, GRANTABLE_GUARDS, PRESENCES, TOKEN_SOURCES };

export const TokenSourceSchema = z.enum(TOKEN_SOURCES);
export type TokenSource = z.infer<typeof TokenSourceSchema>;

export const PresenceSchema = z.enum(PRESENCES);
export type Presence = z.infer<typeof PresenceSchema>;

export const GrantableGuardSchema = z.enum(GRANTABLE_GUARDS);
export type GrantableGuard = z.infer<typeof GrantableGuardSchema>;

export const ControlCheckSchema = z.enum(CONTROL_CHECKS);
export type ControlCheck = z.infer<typeof ControlCheckSchema>;

/**
 * What a one-action grant allows: the command, and the guest and the amount where there is one
 * (a hold's amount; a bill's total for bill.settle). A money command's guard is waived only by a
 * grant naming all three; any command refuses a grant that names another.
 */
export const GrantActionSchema = z.strictObject({
  command: z.enum(COMMAND_NAMES as [string, ...string[]]),
  customerGuid: z.string().min(1).max(200).optional(),
  amountCents: CentsSchema.optional(),
});
export type GrantAction = z.infer<typeof GrantActionSchema>;

/** The venue's guards on the till's own hands, a manager's to change (Settings). */
export const MoneyGuardsSchema = z.object({
  /** What one cashier may award without a bill in one shift (goodwill); above it a manager's grant. */
  goodwillPerShiftCents: CentsSchema.min(0),
  /** Bills one guest may be awarded on in one shift; the next award needs a manager's grant. */
  awardsPerGuestPerShift: z.number().int().min(1).max(1_000),
  /** A bill above this needs a manager's grant. */
  billWithoutManagerCents: CentsSchema.min(1),
  /** Whether a guest identified by a typed phone may prove presence with their own PIN at all. */
  phonePaysWithPin: z.boolean(),
});
export type MoneyGuards = z.infer<typeof MoneyGuardsSchema>;
