import type { CommandOutput, ErrorValue, HoldState } from '../../../common/contract/index';
import { errorKind } from './hold-outcome';
import { inFlightOutcome } from './in-flight-outcome';

/** What became of a cancellation (hold.reverse), as the confirmation dialog tells it. */
export type ReverseOutcome =
  /** The hold had not been sent: cancelled in the queue, nothing moved. */
  | { kind: 'cancelledLocally' }
  /** The hold had been refused by the platform: removed, nothing to undo. */
  | { kind: 'discarded' }
  | { kind: 'reversed' }
  /** The reversal waits in the queue (offline, or behind the account's other holds). */
  | { kind: 'queued' }
  | { kind: 'sending' }
  | { kind: 'unknown' }
  /** The hold never reached the platform, so the reversal had nothing to undo. */
  | { kind: 'moot' }
  | { kind: 'refused'; error?: ErrorValue };

export type ReverseAnswer = CommandOutput<'hold.reverse'>;

export function reverseOutcomeOfError(error: ErrorValue): ReverseOutcome {
  return errorKind(error.code) === 'unknown' ? { kind: 'unknown' } : { kind: 'refused', error };
}

/** The hold itself when no reversal row was needed (a queued or refused hold). */
function withoutReversal(state: HoldState): ReverseOutcome {
  switch (state) {
    case 'cancelled':
      return { kind: 'cancelledLocally' };
    case 'discarded':
      return { kind: 'discarded' };
    case 'reversed':
      return { kind: 'reversed' };
    case 'queued':
    case 'sending':
    case 'uncertain':
    case 'confirmed':
    case 'rejected':
      return { kind: 'refused' };
  }
}

export function reverseOutcomeOf({ hold, reversal }: ReverseAnswer): ReverseOutcome {
  if (!reversal) return withoutReversal(hold.state);
  const state: HoldState = reversal.state;
  switch (state) {
    case 'confirmed':
    case 'reversed':
      return { kind: 'reversed' };
    case 'queued':
      return { kind: 'queued' };
    case 'sending':
    case 'uncertain':
    case 'rejected':
      return inFlightOutcome(state, reversal.reason, reverseOutcomeOfError);
    case 'cancelled':
      return { kind: 'moot' };
    case 'discarded':
      return { kind: 'refused' };
  }
}
