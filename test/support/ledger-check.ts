import type { HoldView } from '../../common/contract/index';
import type { PlatformClient } from '../../core/platform/client';
import { decimalText, toCents } from '../../common/platform/money';
import type { CustomerToken } from '../../common/platform/schemas';

export interface Lane {
  token: CustomerToken;
  accountGuid: string;
}

export const laneKey = (lane: Lane) => `${lane.token.type}|${lane.token.key}|${lane.accountGuid}`;

const TYPE_OF_KIND = { debit: 'DEBIT_HOLD', credit: 'CREDIT' } as const;
const FINAL_STATES = new Set(['confirmed', 'rejected', 'cancelled', 'discarded', 'reversed']);

/** Transaction ids each lane already had, so that a check looks only at what the run added. */
export async function historyIds(client: PlatformClient, lanes: Lane[]): Promise<Map<string, Set<number>>> {
  const ids = new Map<string, Set<number>>();
  for (const lane of lanes) {
    const history = await client.operationHistory({
      customerToken: lane.token,
      accountType: { accountGuid: lane.accountGuid },
    });
    ids.set(laneKey(lane), new Set(history.transactions.map((t) => t.id)));
  }
  return ids;
}

/**
 * The platform's history and the queue agree one to one: every hold is settled; each confirmed
 * debit/credit's transaction appears exactly once in its lane's history with its type and
 * amount; no hold or DEBIT_HOLD/CREDIT transaction is left over on either side. Answers the
 * problems found (empty: all good).
 */
export async function exactlyOnceProblems(
  client: PlatformClient,
  lanes: Lane[],
  baseline: Map<string, Set<number>>,
  holds: HoldView[],
  laneOfHold: Map<string, string>,
): Promise<string[]> {
  const problems: string[] = [];
  const byLane = new Map<string, HoldView[]>();
  for (const hold of holds) {
    if (hold.kind === 'reverse') continue;
    const lane = laneOfHold.get(hold.holdId);
    if (!lane) continue;
    if (!FINAL_STATES.has(hold.state)) problems.push(`hold ${hold.holdId} is still ${hold.state}`);
    byLane.set(lane, [...(byLane.get(lane) ?? []), hold]);
  }
  for (const lane of lanes) {
    const key = laneKey(lane);
    const history = await client.operationHistory({
      customerToken: lane.token,
      accountType: { accountGuid: lane.accountGuid },
    });
    const known = baseline.get(key) ?? new Set<number>();
    const added = history.transactions.filter(
      (t) => !known.has(t.id) && (t.type === 'DEBIT_HOLD' || t.type === 'CREDIT'),
    );
    const claimed = new Map<number, string>();
    for (const hold of byLane.get(key) ?? []) {
      const kind = hold.kind as 'debit' | 'credit';
      const applied = hold.state === 'confirmed' || hold.state === 'reversed';
      if (!applied) {
        if (hold.bonusTransactionId !== undefined) {
          problems.push(
            `hold ${hold.holdId} is ${hold.state} yet names transaction ${hold.bonusTransactionId}`,
          );
        }
        continue;
      }
      const id = hold.bonusTransactionId;
      if (id === undefined) {
        problems.push(`hold ${hold.holdId} is ${hold.state} without a transaction id`);
        continue;
      }
      const previous = claimed.get(id);
      if (previous) problems.push(`transaction ${id} is claimed by holds ${previous} and ${hold.holdId}`);
      claimed.set(id, hold.holdId);
      const matches = added.filter((t) => t.id === id);
      if (matches.length !== 1) {
        problems.push(
          `transaction ${id} of hold ${hold.holdId} appears ${matches.length} times in the history`,
        );
        continue;
      }
      const tx = matches[0]!;
      if (tx.type !== TYPE_OF_KIND[kind])
        problems.push(`transaction ${id} is ${tx.type}, hold ${hold.holdId} is a ${kind}`);
      if (toCents(tx.amount) !== hold.amountCents) {
        problems.push(
          `transaction ${id} is ${tx.amount}, hold ${hold.holdId} is ${decimalText(hold.amountCents)}`,
        );
      }
    }
    for (const tx of added) {
      if (!claimed.has(tx.id))
        problems.push(`transaction ${tx.id} (${tx.type} ${tx.amount}) has no hold: applied twice or lost`);
    }
  }
  return problems;
}
