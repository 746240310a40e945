import type { CallOptions } from '../../platform/client';
import { balanceCents } from '../../platform/in-cents';
import type {
  BonusTransaction,
  CustomerToken,
  OperationHistoryResponse,
} from '../../../common/platform/schemas';
import { classifyFailure, type Failure } from '../failure';
import type { GuestCache } from '../guest-cache';
import { rowReference } from '../hold-reference';
import type { SettlementStore } from '../queue/settlement-store';
import type { QueueRow } from '../queue/types';
import type { PlatformClock } from '../platform-clock';
import type { PlatformPort } from '../platform-port';
import {
  findHoldTransaction,
  mayLieFurtherBack,
  TRANSACTION_TYPE,
  type EchoFacts,
  type HistoryVerdict,
  type MatchCriteria,
} from '../reconcile';
import type { Clock } from '../types';

export interface HistoryCheckOptions {
  queue: SettlementStore;
  platform: PlatformPort;
  /** Refreshed with the account's balance each history read returns. */
  cache?: GuestCache | undefined;
  clock: Clock;
  platformClock: PlatformClock;
  /** Whether holds carry their reference in `precheck` (SyncEngineOptions.precheckReference). */
  precheckReference: boolean;
  /** History pages read at the most (SyncEngineOptions.maxHistoryPages). */
  maxHistoryPages: number;
  /** Refusals in a row after which a check gives up (SyncEngineOptions.maxRefusals). */
  maxRefusals: number;
}

/** What the check takes from the engine that drains the lanes: its calls' options, outcome reports and retry timing. */
export interface EngineLink {
  callOptions(): CallOptions;
  succeeded(): void;
  failed(error: unknown): void;
  /** When a hold whose call failed is tried again (the engine's backoff). */
  retryAt(): number;
  scheduleWake(at: number): void;
  /** A transaction known to precede `subject`'s first send. */
  floorOf(subject: QueueRow): number;
}

/** What a history check gives: the verdict with the history read, a failure to record, or a wait. */
export type HistoryCheckResult =
  | { verdict: HistoryVerdict; history: OperationHistoryResponse }
  | { failure: Failure; refusedTimes?: number }
  | 'blocked';

/**
 * The settlement engine's reading of the operation history: which transaction, if any, a hold whose
 * answer was lost left (by reconcile.ts's evidence), older pages while the hold may lie further
 * back, what our own transactions teach of the platform's clock and echoes, and the confirmation
 * of a hold found there.
 */
export class HistoryCheck {
  /** Per transaction type (a platform may echo a hold's fields but not a reversal's): what the history was last seen to echo of our own transactions. */
  private readonly echoes = new Map<string, EchoFacts>();

  constructor(
    private readonly options: HistoryCheckOptions,
    private readonly link: EngineLink,
  ) {}

  /**
   * Reads the operation history of `row`'s account (refreshing the cached balance) and looks for
   * the transaction of `subject` (the row itself, or the hold a reversal reverses). A failure that
   * is not an answer is noted on `row`, which waits (backoff); a business error is returned, and so
   * is a refusal (401, other 4xx) once it makes `maxRefusals` in a row (`refusedTimes`): the same
   * count as the send's, so a call the platform keeps turning away does not block the lane forever.
   */
  async check(row: QueueRow, subject: QueueRow, token: CustomerToken): Promise<HistoryCheckResult> {
    let history: OperationHistoryResponse;
    try {
      history = await this.options.platform.operationHistory(
        { customerToken: token, accountType: { accountGuid: row.accountGuid } },
        this.link.callOptions(),
      );
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.class === 'business') {
        this.link.succeeded();
        return { failure };
      }
      this.link.failed(error);
      const refused = failure.refusal !== undefined;
      if (refused && row.refusals + 1 >= this.options.maxRefusals)
        return { failure, refusedTimes: row.refusals + 1 };
      const at = this.link.retryAt();
      this.options.queue.noteError(
        row.holdId,
        { code: failure.code, message: `history check failed: ${failure.message}`, refused },
        at,
      );
      this.link.scheduleWake(at);
      return 'blocked';
    }
    this.link.succeeded();
    const now = this.options.clock();
    if (row.customerGuid) {
      this.options.cache?.updateBalance(
        row.customerGuid,
        row.accountGuid,
        balanceCents(history.account.accountBalance),
        now,
      );
    }
    this.learnFrom(history);
    const reversed = subject.targetHoldId ? this.options.queue.get(subject.targetHoldId) : undefined;
    const firstSent = this.options.platformClock.toPlatform(subject.firstSentAt ?? subject.createdAt);
    const latest = this.options.platformClock.toPlatform(now);
    const criteria: MatchCriteria = {
      kind: subject.kind,
      amountCents: subject.amountCents,
      date: subject.date,
      reference: this.options.precheckReference ? rowReference(subject) : null,
      reversedTransactionId: reversed?.bonusTransactionId ?? undefined,
      window: firstSent && latest ? { start: firstSent.low, end: latest.high } : null,
      floorId: this.link.floorOf(subject),
      echoes: this.echoes.get(TRANSACTION_TYPE[subject.kind]) ?? {
        date: false,
        exactDate: false,
        precheck: false,
      },
      // A transaction a manager said is not this hold's is no candidate of it either.
      isMatched: (id) =>
        this.options.queue.isTransactionMatched(id) || this.options.queue.isRuledOut(subject.holdId, id),
    };
    let transactions = history.transactions;
    let verdict = findHoldTransaction(transactions, criteria);
    const maxPages = this.options.maxHistoryPages;
    for (let page = 1; page < maxPages && transactions.length > 0 && mayLieFurtherBack(verdict); page++) {
      const older = await this.olderPage(row, token, transactions);
      if (older === null) break;
      transactions = older.transactions;
      verdict = findHoldTransaction(transactions, { ...criteria, complete: older.complete });
    }
    return { verdict, history: { ...history, transactions } };
  }

  /**
   * The next older page, appended. It is asked to overlap by one (`offset` = what was read − 1):
   * paging is honoured, item by item and without a gap, only when it starts with the oldest
   * transaction read; `complete` when that one is all it holds. Null when the platform did not
   * honour the paging or the call failed: what was read stands.
   */
  private async olderPage(
    row: QueueRow,
    token: CustomerToken,
    read: readonly BonusTransaction[],
  ): Promise<{ transactions: BonusTransaction[]; complete: boolean } | null> {
    const oldest = read.at(-1);
    if (!oldest) return null;
    const body = {
      customerToken: token,
      accountType: { accountGuid: row.accountGuid },
      limit: Math.min(read.length, 999) + 1,
      offset: read.length - 1,
    };
    let page: OperationHistoryResponse;
    try {
      page = await this.options.platform.operationHistory(body, this.link.callOptions());
    } catch {
      return null;
    }
    const [first, ...older] = page.transactions;
    if (first?.id !== oldest.id || older.some((t) => t.id >= oldest.id)) return null;
    return { transactions: [...read, ...older], complete: older.length === 0 };
  }

  /**
   * Transactions of ours in a history answer tell the platform's clock (a hold confirmed by its
   * answer was registered while its last request was in flight) and what the history echoes.
   */
  private learnFrom(history: OperationHistoryResponse): void {
    for (const tx of history.transactions) {
      const hold = this.options.queue.holdOfTransaction(tx.id);
      if (!hold) continue;
      if (hold.confirmedBy === 'answer' && hold.lastSentAt !== null && hold.settledAt !== null) {
        this.options.platformClock.observeRegTime(tx.regTime, hold.lastSentAt, hold.settledAt);
      }
      // Only holds sent with a reference and a date say what the platform does with them.
      const echoed = tx as { date?: unknown; precheck?: unknown };
      const date = typeof echoed.date === 'string';
      this.echoes.set(tx.type, {
        date,
        exactDate: date && Date.parse(String(echoed.date)) === Date.parse(hold.date),
        precheck: typeof echoed.precheck === 'string' && echoed.precheck.includes(rowReference(hold)),
      });
    }
  }

  /** The sole-terminal setting: the oldest look-alike is taken for the hold, and the row says so. */
  adoptLookAlike(
    subject: QueueRow,
    lookAlikes: readonly BonusTransaction[],
    history: OperationHistoryResponse,
  ): void {
    const found = lookAlikes[0]!;
    this.confirm(subject, found, history, {
      code: 'adoptedLookAlike',
      message: `matched to transaction ${found.id} by type, amount and time only (this terminal is set as the only one on its accounts)`,
    });
  }

  /** Confirms `subject` as the history's transaction `found`; its balance when that is the newest. */
  confirm(
    subject: QueueRow,
    found: BonusTransaction,
    history: OperationHistoryResponse,
    note?: { code: string; message: string },
  ): void {
    const newest = history.transactions[0];
    this.options.queue.markConfirmed(subject.holdId, {
      source: 'history',
      bonusTransactionId: found.id,
      // The account's balance is the balance after this transaction only when it is the newest.
      balanceAfter: newest?.id === found.id ? balanceCents(history.account.accountBalance) : null,
      ...(note ? { note } : {}),
    });
  }
}

export function lookAlikeText(lookAlikes: readonly BonusTransaction[]): string {
  const list = lookAlikes.map((t) => `#${t.id} ${t.type} ${t.amount} at ${t.regTime}`).join(', ');
  return `the history shows transactions like this hold but nothing ties one to it (no reference or date echoed): ${list}; if one is this hold, another terminal may have made the rest; a manager decides`;
}

export function historyFailureText(checked: { failure: Failure; refusedTimes?: number }): string {
  if (!checked.refusedTimes) return `history check failed: ${checked.failure.message}`;
  return `the platform turned the history check away ${checked.refusedTimes} times in a row (last: ${checked.failure.message}); whether the hold was applied is unknown, a manager decides`;
}
