import { randomUUID } from 'node:crypto';
import type { CustomerToken } from '../../../common/platform/schemas';
import { fullName } from '../../guest-name';
import type { GuestCache } from '../guest-cache';
import { checkOfflineHold, type RiskLimits } from '../risk-policy';
import { HoldExposure } from './hold-exposure';
import type { QueueStore } from './store';
import { refusal as refuse } from './token-custody';
import type {
  EnqueueHoldInput,
  EnqueueOptions,
  EnqueueResult,
  HoldCorrection,
  ResolveResult,
  ReverseResult,
} from './types';

/** What `reverse` is given beside the hold (see HoldCommands.reverse). */
export interface ReverseOptions {
  token?: CustomerToken;
  shiftId?: number;
  correction?: HoldCorrection;
  cashier?: string | null;
}

/** What a manager's `resolve` is given beside the hold and the action (see HoldCommands.resolve). */
export interface ResolveOptions {
  token?: CustomerToken;
  force?: boolean;
  offline?: boolean;
  correction?: HoldCorrection;
}

/**
 * The commands that write holds, as the core's commands see them: take one (within the offline
 * limits when offline), undo one, withdraw an online try taken again offline, a manager's retry or
 * discard. Each is one SQLite transaction, committed before it returns, then published.
 */
export class HoldCommands {
  private readonly exposure: HoldExposure;

  constructor(
    private readonly store: QueueStore,
    private readonly cache: GuestCache | undefined,
    /** The offline limits in force (a manager may change them at any time). */
    private readonly limits: () => RiskLimits,
  ) {
    this.exposure = new HoldExposure(store.statements, cache);
  }

  /** Writes a new hold (state queued), after the offline limits when `options.offline`. */
  enqueue(input: EnqueueHoldInput, options: EnqueueOptions): EnqueueResult {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new RangeError(`hold amount must be a positive number of hundredths, not ${input.amountCents}`);
    }
    const now = this.store.clock();
    const tokenHash = this.store.custody.hash(input.token);
    const customerGuid = input.customerGuid ?? this.cache?.customerGuidOf(tokenHash) ?? null;
    const guestName = input.guestName ?? (customerGuid ? this.cachedName(customerGuid) : null);
    const laneKey = `${customerGuid ? `guest:${customerGuid}` : `token:${tokenHash}`}|${input.accountGuid}`;
    const holdId = input.holdId ?? randomUUID();
    const result = this.store.db
      .transaction((): EnqueueResult => {
        if (options.offline) {
          const refusal = checkOfflineHold(
            {
              kind: input.kind,
              amountCents: input.amountCents,
              now,
              exposure: this.exposure.of(laneKey, customerGuid, tokenHash, input.accountGuid),
              cachedBalance: this.exposure.cachedAvailable(customerGuid, input.accountGuid),
            },
            this.limits(),
          );
          if (refusal) return { ok: false, refusal };
        }
        this.store.insert({
          holdId,
          kind: input.kind,
          laneKey,
          customerGuid,
          guestName,
          cashier: input.cashier ?? null,
          token: input.token,
          tokenHash,
          accountGuid: input.accountGuid,
          amountCents: input.amountCents,
          date: new Date(now).toISOString(),
          billNumber: input.billNumber ?? null,
          targetHoldId: null,
          offline: options.offline,
          now,
          ...(input.placement ? { placement: input.placement } : {}),
          ...(input.control ? { control: input.control } : {}),
        });
        return { ok: true, row: this.store.mustGet(holdId) };
      })
      .immediate();
    if (result.ok) this.store.publishRow(result.row);
    return result;
  }

  /**
   * Undoes a hold: a queued one is cancelled locally, a rejected one that was certainly not applied
   * discarded; a sent, uncertain or confirmed one, or a rejected one that may have been applied
   * (needsCheck), gets a reverse row that waits behind it in its lane (the engine first settles
   * from the history whether such a hold was applied). `token` is needed only when the hold's
   * plain token is no longer kept; it must hash to the hold's token. A reversal belongs to
   * `shiftId` (the shift it is placed in), with the bill and account name of the hold it reverses,
   * and names `cashier`, the one signed in when it was made (null: none); without `cashier` it
   * names the hold's.
   */
  reverse(holdId: string, options: ReverseOptions = {}): ReverseResult {
    const now = this.store.clock();
    const changed: string[] = [];
    const result = this.store.db
      .transaction((): ReverseResult => {
        const target = this.store.get(holdId);
        if (!target) return refuse('holdNotFound', `no hold ${holdId}`);
        if (target.kind === 'reverse')
          return refuse('holdStateConflict', 'a reversal cannot itself be reversed');
        const correct = (id: string) => {
          if (options.correction) this.setCorrection(id, options.correction);
        };
        switch (target.state) {
          case 'queued':
            correct(holdId);
            this.store.finish(holdId, 'cancelled', now);
            changed.push(holdId);
            return { ok: true, action: 'cancelled', row: this.store.mustGet(holdId) };
          case 'rejected':
            if (target.needsCheck) break;
            correct(holdId);
            this.store.finish(holdId, 'discarded', now);
            changed.push(holdId);
            return { ok: true, action: 'discarded', row: this.store.mustGet(holdId) };
          case 'cancelled':
          case 'discarded':
          case 'reversed':
            return refuse('holdStateConflict', `hold ${holdId} is already ${target.state}`);
          case 'sending':
          case 'uncertain':
          case 'confirmed':
            break;
        }
        const pending = this.store.statements.liveReversal.get(holdId);
        if (pending)
          return refuse('reversalPending', `hold ${holdId} already has reversal ${pending.hold_id}`);
        const token = this.store.custody.forRow(target, options.token);
        if (!token.ok) return token;
        const reverseId = randomUUID();
        this.store.insert({
          holdId: reverseId,
          kind: 'reverse',
          laneKey: target.laneKey,
          customerGuid: target.customerGuid,
          guestName: target.guestName,
          cashier: options.cashier === undefined ? target.cashier : options.cashier,
          token: token.token,
          tokenHash: target.tokenHash,
          accountGuid: target.accountGuid,
          amountCents: target.amountCents,
          // The reverse body is the hold's body plus its transaction id: same date and precheck.
          date: target.date,
          billNumber: target.billNumber,
          targetHoldId: holdId,
          offline: false,
          now,
        });
        this.store.statements.placeLike.run(options.shiftId ?? null, holdId, holdId, reverseId);
        correct(holdId);
        correct(reverseId);
        changed.push(reverseId);
        return { ok: true, action: 'queued', row: this.store.mustGet(reverseId) };
      })
      .immediate();
    this.store.publish(changed);
    this.store.custody.checkpointIfWiped();
    return result;
  }

  /**
   * An online payment's try that certainly did not reach the platform, withdrawn by the core to
   * take the payment again under the offline limits: cancelled as a queued hold is, and marked
   * (migration 15) so that the shift's report counts the payment once, by the hold taken again,
   * and does not name the try a cancellation. False when it is no longer queued.
   */
  withdrawForRetake(holdId: string): boolean {
    const now = this.store.clock();
    const withdrawn = this.store.db
      .transaction((): boolean => {
        if (this.store.get(holdId)?.state !== 'queued') return false;
        this.store.finish(holdId, 'cancelled', now);
        this.store.statements.markRetaken.run(holdId);
        return true;
      })
      .immediate();
    if (!withdrawn) return false;
    this.store.publish([holdId]);
    this.store.custody.checkpointIfWiped();
    return true;
  }

  /**
   * A manager's decision on a rejected hold: send it again (after a history check if needed) or
   * drop it. A hold that may have been applied (needsCheck) is dropped only with `force`: it may
   * be money the guest was given or charged. Neither while a reversal of the hold is unsettled.
   * A retry while the platform cannot be reached (`offline`) puts the hold back among the waiting
   * ones only within the offline limits, as a new hold would be.
   */
  resolve(holdId: string, action: 'retry' | 'discard', options: ResolveOptions = {}): ResolveResult {
    const now = this.store.clock();
    const s = this.store.statements;
    const result = this.store.db
      .transaction((): ResolveResult => {
        const row = this.store.get(holdId);
        if (!row) return refuse('holdNotFound', `no hold ${holdId}`);
        if (row.state !== 'rejected')
          return refuse('holdStateConflict', `hold ${holdId} is ${row.state}, not rejected`);
        const pending = s.unsettledReversal.get(holdId);
        if (pending)
          return refuse('reversalPending', `hold ${holdId} has an unsettled reversal ${pending.hold_id}`);
        if (action === 'discard') {
          if (row.needsCheck && !options.force) {
            return refuse(
              'holdOutcomeUnknown',
              `hold ${holdId} may have been applied by the platform; discard it only when sure (force)`,
            );
          }
          if (options.correction) this.setCorrection(holdId, options.correction);
          this.store.finish(holdId, 'discarded', now);
          return { ok: true, row: this.store.mustGet(holdId) };
        }
        if (options.offline && row.kind !== 'reverse') {
          const refusal = checkOfflineHold(
            {
              kind: row.kind,
              amountCents: row.amountCents,
              now,
              exposure: this.exposure.of(row.laneKey, row.customerGuid, row.tokenHash, row.accountGuid),
              cachedBalance: this.exposure.cachedAvailable(row.customerGuid, row.accountGuid),
            },
            this.limits(),
          );
          if (refusal) return { ok: false, refusal };
        }
        if (!row.hasPlainToken) {
          const token = this.store.custody.forRow(row, options.token);
          if (!token.ok) return token;
          s.setTokenKey.run(token.token.key, holdId);
        }
        s.resolveRetry.run(now, holdId);
        return { ok: true, row: this.store.mustGet(holdId) };
      })
      .immediate();
    if (result.ok) this.store.publishRow(result.row);
    this.store.custody.checkpointIfWiped();
    return result;
  }

  private setCorrection(holdId: string, { reason, note, manager }: HoldCorrection): void {
    this.store.statements.setCorrection.run(reason, note, manager, holdId);
  }

  private cachedName(customerGuid: string): string | null {
    const cached = this.cache?.byGuid(customerGuid);
    return (cached && fullName(cached.guest)) || null;
  }
}
