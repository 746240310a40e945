/**
 * Why money was moved back (issue 25): a reversal (`hold.reverse`) and a discard
 * (`queue.resolve` with action discard) each carry a reason from this closed set and a note.
 * Stored on the hold (HoldView.correction), journalled, and shown in the shift's report.
 */
import { z } from 'zod';
import { CORRECTION_NOTE_MAX, CORRECTION_REASONS } from './choices';

export { CORRECTION_NOTE_MAX, CORRECTION_REASONS };

export const CorrectionReasonSchema = z.enum(CORRECTION_REASONS);
export type CorrectionReason = z.infer<typeof CorrectionReasonSchema>;

/** What the cashier and the manager say: a reason, and a note (required for `other`). */
export const CorrectionInputSchema = z
  .strictObject({
    reason: CorrectionReasonSchema,
    note: z.string().trim().max(CORRECTION_NOTE_MAX).optional(),
  })
  .refine((input) => input.reason !== 'other' || (input.note ?? '') !== '', {
    path: ['note'],
    error: 'a note is needed when the reason is other',
  });
export type CorrectionInput = z.infer<typeof CorrectionInputSchema>;

/** A correction as kept with the hold: the reason, the note, the manager whose grant it was. */
export const CorrectionViewSchema = z.object({
  reason: CorrectionReasonSchema,
  note: z.string().optional(),
  /** The manager who granted it (absent while the terminal has no managers). */
  manager: z.string().optional(),
});
export type CorrectionView = z.infer<typeof CorrectionViewSchema>;
