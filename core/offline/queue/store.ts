import type { TerminalDb } from '../db';
import { TypedEmitter } from '../emitter';
import { HoldCandidates } from './candidates';
import { toRow, type NewQueueRow } from './rows';
import { prepareOutboxStatements, type HoldQueueStatements } from './statements';
import type { QueueEvents, QueueRow } from './types';
import type { ErrorNote } from './settlement-store';
import { maskKey } from '../../../common/platform/token-key';
import type { TokenHasher } from '../token-hash';
import { TokenCustody } from './token-custody';
import type { Clock } from '../types';

/**
 * What the queue's commands and its settlement transitions share: the database with its
 * statements, the token custody, the clock and the 'queue' event of every changed row.
 */
export class QueueStore extends TypedEmitter<QueueEvents> {
  readonly statements: HoldQueueStatements;
  readonly custody: TokenCustody;
  /** The look-alikes of holds waiting for a manager's attribution. */
  readonly candidates: HoldCandidates;

  constructor(
    readonly db: TerminalDb,
    hasher: TokenHasher,
    readonly clock: Clock,
    knownSecrets?: () => readonly string[],
  ) {
    super();
    this.statements = prepareOutboxStatements(db);
    this.custody = new TokenCustody(db, this.statements, hasher, knownSecrets);
    this.candidates = new HoldCandidates(db);
  }

  get(holdId: string): QueueRow | undefined {
    const row = this.statements.row.get(holdId);
    return row && toRow(row);
  }

  mustGet(holdId: string): QueueRow {
    const row = this.get(holdId);
    if (!row) throw new Error(`no hold ${holdId}`);
    return row;
  }

  /** Emits 'queue' with the current state of each row (after its transaction committed). */
  publish(holdIds: readonly string[]): void {
    for (const id of holdIds) {
      const row = this.get(id);
      if (row) this.emit('queue', row);
    }
  }

  publishRow(row: QueueRow): void {
    this.emit('queue', row);
  }

  insert(values: NewQueueRow): void {
    this.statements.insert.run(
      values.holdId,
      values.kind,
      values.laneKey,
      values.customerGuid,
      values.token.type,
      values.token.entry,
      values.token.key,
      maskKey(values.token.key),
      values.tokenHash,
      values.accountGuid,
      values.amountCents,
      values.date,
      values.billNumber,
      values.targetHoldId,
      Number(values.offline),
      values.now,
      values.now,
      values.guestName,
      values.cashier,
    );
    const place = values.placement;
    if (place) this.statements.place.run(place.shiftId, place.billCents, place.accountName, values.holdId);
    const control = values.control;
    if (control)
      this.statements.control.run(
        control.source,
        control.presence,
        control.waived.join(','),
        control.grantedBy,
        values.holdId,
      );
  }

  /**
   * A terminal local state: the plain token is wiped, and the error note (the given one, else the
   * last) keeps no run of digits that could be part of a card number.
   */
  finish(holdId: string, state: 'cancelled' | 'discarded', now: number, error?: ErrorNote): void {
    this.custody.noteWiped();
    const last = this.statements.lastNote.get(holdId);
    const code = error?.code ?? last?.code ?? null;
    const message = error?.message ?? last?.message ?? null;
    this.statements.finish.run(
      state,
      now,
      now,
      code === null ? null : this.custody.maskSettled(holdId, code),
      message === null ? null : this.custody.maskSettled(holdId, message),
      holdId,
    );
  }

  /** An error note as it may be stored: the hold's key and card numbers in it masked. */
  maskedNote(holdId: string, error: ErrorNote): { code: string; message: string } {
    return { code: this.custody.mask(holdId, error.code), message: this.custody.mask(holdId, error.message) };
  }
}
