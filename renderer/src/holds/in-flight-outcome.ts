import type { ErrorValue, HoldState } from '../../../common/contract/index';

/** The states of a queue row that read the same for a hold and for its reversal. */
export type InFlightState = Extract<HoldState, 'sending' | 'uncertain' | 'rejected'>;

/**
 * Sent and waiting for an answer, perhaps applied, or refused with the platform's reason (told by
 * `ofError`, which differs for a hold and a reversal).
 */
export function inFlightOutcome<O>(
  state: InFlightState,
  reason: ErrorValue | undefined,
  ofError: (error: ErrorValue) => O,
): O | { kind: 'sending' } | { kind: 'unknown' } | { kind: 'refused' } {
  switch (state) {
    case 'sending':
      return { kind: 'sending' };
    case 'uncertain':
      return { kind: 'unknown' };
    case 'rejected':
      // A rejected row always carries its reason; should one not, it still reads as a refusal.
      return reason ? ofError(reason) : { kind: 'refused' };
  }
}
