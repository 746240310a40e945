import type { CustomerToken } from '../../../common/platform/schemas';
import type { GuestCache } from '../guest-cache';
import type { ErrorNote, SettlementStore } from '../queue/settlement-store';
import type { QueueRow } from '../queue/types';
import type { PlatformPort } from '../platform-port';
import type { Tuning } from '../tuning';
import type { Clock } from '../types';
import type { EnginePace } from './pace';

/** What a step did to its lane: go on with the lane's next head, or leave the lane until a wake. */
export type StepResult = 'next' | 'blocked';

/** What the engine's steps share: the queue, the platform, the cache, the clock, the tuning and the pace. */
export interface StepContext {
  queue: SettlementStore;
  platform: PlatformPort;
  /** Updated with the balance each settled hold returns. */
  cache: GuestCache | undefined;
  clock: Clock;
  tuning: Tuning;
  /** Refusals in a row after which a manager decides (at least 1). */
  maxRefusals: number;
  pace: EnginePace;
}

/** The hold's plain token; without it (wiped) the hold cannot be sent or checked and is rejected. */
export function tokenOrReject(queue: SettlementStore, row: QueueRow): CustomerToken | undefined {
  const token = queue.plainToken(row.holdId);
  if (!token) {
    queue.markRejected(row.holdId, {
      code: 'tokenMissing',
      message: 'the hold no longer has its token',
    });
  }
  return token;
}

/** The note of a hold the platform turned away `times` in a row: a manager retries or discards it. */
export function refusedNote(refusal: 'auth' | 'client', times: number, last: string): ErrorNote {
  return {
    code: refusal === 'auth' ? 'authFailed' : 'platformRefused',
    message: `the platform turned the hold away ${times} times in a row (last: ${last}); retry or discard it`,
  };
}
