import { HOLD_STATES, type HoldState } from '../../../common/contract/index';

/** The queue screen's filters: every hold, or the holds of one group of states. */
export const HOLD_GROUPS = ['all', 'waiting', 'uncertain', 'rejected', 'settled'] as const;
export type HoldGroup = (typeof HOLD_GROUPS)[number];
export type StateGroup = Exclude<HoldGroup, 'all'>;

/** Which group a hold in this state belongs to. */
export function groupOf(state: HoldState): StateGroup {
  switch (state) {
    case 'queued':
    case 'sending':
      return 'waiting';
    case 'uncertain':
      return 'uncertain';
    case 'rejected':
      return 'rejected';
    case 'confirmed':
    case 'cancelled':
    case 'discarded':
    case 'reversed':
      return 'settled';
  }
}

/** The states queue.list is asked for (undefined: every state). */
export function statesOf(group: HoldGroup): HoldState[] | undefined {
  if (group === 'all') return undefined;
  return HOLD_STATES.filter((state) => groupOf(state) === group);
}

export function inGroup(state: HoldState, group: HoldGroup): boolean {
  return group === 'all' || groupOf(state) === group;
}
