import type { CustomerToken } from '../../../common/platform/schemas';
import { checkpointWal, type TerminalDb } from '../db';
import { maskErrorText, maskSettledErrorText, type NoteSecrets } from './error-note';
import type { HoldQueueStatements } from './statements';
import type { QueueRefusal, QueueRow } from './types';
import type { TokenHasher } from '../token-hash';

/** Tokens of settled holds kept in memory only, so that `hold.reverse {holdId}` needs no rescan. */
const RECENT_TOKENS = 1_000;

export type TokenFor = { ok: true; token: CustomerToken } | { ok: false; error: QueueRefusal };

/**
 * Where the plain card keys of holds live: in a waiting row (until it settles), then only in this
 * process's memory for the latest holds. It masks the key in error notes and makes sure that,
 * once a key is wiped from a row, the WAL pages still holding it leave the disk.
 */
export class TokenCustody {
  private readonly recent = new Map<string, CustomerToken>();
  /** A plain key was wiped since the last checkpoint: the WAL may still hold it. */
  private wipedSinceCheckpoint = false;

  constructor(
    private readonly db: TerminalDb,
    private readonly statements: HoldQueueStatements,
    private readonly hasher: TokenHasher,
    /** The terminal's own secrets (the platform password), never stored in an error note. */
    private readonly knownSecrets: () => readonly string[] = () => [],
  ) {}

  hash(token: CustomerToken): string {
    return this.hasher.hash(token);
  }

  /** The plain token of a row that still keeps it. */
  plainToken(holdId: string): CustomerToken | undefined {
    const row = this.statements.token.get(holdId);
    if (!row?.token_key) return undefined;
    return { type: row.token_type, entry: row.token_entry, key: row.token_key } as CustomerToken;
  }

  /** The row's plain token, or the one remembered after it settled. */
  known(holdId: string): CustomerToken | undefined {
    return this.plainToken(holdId) ?? this.recent.get(holdId);
  }

  /** Kept in memory after the row's key is wiped (a hold confirmed by this process). */
  remember(holdId: string, token: CustomerToken): void {
    this.recent.set(holdId, token);
    if (this.recent.size > RECENT_TOKENS) {
      const oldest = this.recent.keys().next().value;
      if (oldest !== undefined) this.recent.delete(oldest);
    }
  }

  /** The token to act on a row with: the kept one, else `given` once it hashes to the row's token. */
  forRow(row: QueueRow, given: CustomerToken | undefined): TokenFor {
    const kept = this.known(row.holdId);
    if (kept) return { ok: true, token: kept };
    if (!given) {
      return refusal(
        'cardRequired',
        `scan the guest's card again: hold ${row.holdId} no longer keeps its token`,
      );
    }
    if (this.hasher.hash(given) !== row.tokenHash) {
      return refusal('cardMismatch', `the token scanned is not the one hold ${row.holdId} was taken with`);
    }
    return { ok: true, token: given };
  }

  /** An error text as it may be stored on a waiting row: the hold's key and card numbers masked. */
  mask(holdId: string, text: string): string {
    return maskErrorText(text, this.noteSecrets(holdId));
  }

  /** An error text as a settled row keeps it: no standalone run of six or more digits either. */
  maskSettled(holdId: string, text: string): string {
    return maskSettledErrorText(text, this.noteSecrets(holdId));
  }

  private noteSecrets(holdId: string): NoteSecrets {
    return { tokenKey: this.known(holdId)?.key, known: this.knownSecrets() };
  }

  /** A row's plain key is about to be wiped in the current transaction. */
  noteWiped(): void {
    this.wipedSinceCheckpoint = true;
  }

  /**
   * Once plain keys were wiped, copies the WAL into the database and truncates it, so the old
   * pages holding the keys leave the disk (secure_delete zeroes them in the database file).
   * Returns whether a checkpoint ran to completion.
   */
  checkpointIfWiped(): boolean {
    if (!this.wipedSinceCheckpoint) return false;
    const done = checkpointWal(this.db);
    if (done) this.wipedSinceCheckpoint = false;
    return done;
  }
}

export function refusal(code: QueueRefusal['code'], message: string): { ok: false; error: QueueRefusal } {
  return { ok: false, error: { code, message } };
}
