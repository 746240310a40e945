/** The app's own updates (issue 25): what the status says about them. */
import { z } from 'zod';
import { TimestampSchema } from './shapes';

/** Why a downloaded update does not install at the next start yet: holds wait, a shift is open. */
export const UPDATE_WAITS = ['queue', 'shift'] as const;
export const UpdateWaitSchema = z.enum(UPDATE_WAITS);
export type UpdateWait = z.infer<typeof UpdateWaitSchema>;

/**
 * What went wrong with the last check: the feed could not be reached, it was no update feed
 * (an HTML page, garbage, a field missing), the file's SHA-512 was not the feed's, or the download
 * broke off. The next check tries again.
 */
export const UPDATE_PROBLEMS = [
  'feedUnreachable',
  'feedUnreadable',
  'checksumMismatch',
  'downloadFailed',
] as const;
export const UpdateProblemSchema = z.enum(UPDATE_PROBLEMS);
export type UpdateProblem = z.infer<typeof UpdateProblemSchema>;

const VersionSchema = z.string().max(100);

/**
 * The update's state. `systemPackages`: the browser host, whose updates come with the system's
 * packages; `off`: no feed address is set (the default); `current`: the last check found nothing
 * newer for this terminal (`rolloutLater`: a newer version whose staged rollout has not reached
 * it); `ready`: downloaded and verified, installs at the next start once nothing in `waitsFor` holds.
 */
export const UpdateStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('systemPackages') }),
  z.object({ state: z.literal('off') }),
  z.object({ state: z.literal('checking') }),
  z.object({
    state: z.literal('current'),
    checkedAt: TimestampSchema,
    rolloutLater: VersionSchema.optional(),
  }),
  z.object({ state: z.literal('downloading'), version: VersionSchema }),
  z.object({ state: z.literal('ready'), version: VersionSchema, waitsFor: z.array(UpdateWaitSchema) }),
  z.object({ state: z.literal('failed'), problem: UpdateProblemSchema, checkedAt: TimestampSchema }),
]);
export type UpdateState = z.infer<typeof UpdateStateSchema>;
