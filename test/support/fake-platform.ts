import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthError, BusinessError, NetworkError, ServerError } from '../../core/platform/errors';
import { fromCents, toCents } from '../../common/platform/money';
import type {
  BonusTransaction,
  HoldRequest,
  HoldResponse,
  OperationHistoryRequest,
  OperationHistoryResponse,
  ReverseRequest,
} from '../../common/platform/schemas';
import type { PlatformPort, Timers } from '../../core/offline';
import type { CallOptions } from '../../core/platform/client';

export function tempDir(prefix = 'offline-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A clock and timers under the test's control. */
export class ManualTime implements Timers {
  now = Date.parse('2025-03-01T12:00:00.000Z');
  private seq = 0;
  private readonly pending = new Map<number, { at: number; callback: () => void }>();

  readonly clock = () => this.now;

  setTimeout(callback: () => void, ms: number): unknown {
    const id = ++this.seq;
    this.pending.set(id, { at: this.now + Math.max(0, ms), callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  get pendingCount(): number {
    return this.pending.size;
  }

  nextAt(): number | undefined {
    let at: number | undefined;
    for (const t of this.pending.values()) if (at === undefined || t.at < at) at = t.at;
    return at;
  }

  /** Moves time forward by `ms`, firing every timer that falls due, in order. */
  advance(ms: number): void {
    const target = this.now + ms;
    for (;;) {
      const next = [...this.pending.entries()]
        .filter(([, t]) => t.at <= target)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      this.pending.delete(next[0]);
      this.now = Math.max(this.now, next[1].at);
      next[1].callback();
    }
    this.now = target;
  }
}

/**
 * What the fake does with one call. `*AfterApply`: the ledger changed, then the answer was lost.
 * tokenExpired / unauthorized / badRequest: answers that refuse the call (400 with that errorCode,
 * 401, 400 without an errorCode); nothing is applied.
 */
export type Fault =
  | 'refuse'
  | 'tokenExpired'
  | 'unauthorized'
  | 'badRequest'
  | 'timeoutBeforeApply'
  | 'timeoutAfterApply'
  | 'resetAfterApply'
  | 'html500BeforeApply'
  | 'html500AfterApply';

export interface FakeCall {
  method: 'debitHold' | 'creditHold' | 'reverse' | 'operationHistory';
  body: HoldRequest | ReverseRequest | OperationHistoryRequest;
}

interface FakeAccount {
  ledger: number;
  available: number;
  debitHold: number;
  creditHold: number;
  transactions: (BonusTransaction & { reversedBy?: number; date?: string; precheck?: string })[];
}

/**
 * An in-memory platform ledger with the server's rules (debit within available, reverse of an
 * unreversed hold) that can refuse connections, time out, and apply a request then lose the answer.
 */
export class FakePlatform implements PlatformPort {
  private readonly accounts = new Map<string, FakeAccount>();
  private nextId = 1;
  readonly calls: FakeCall[] = [];
  /** Decides a fault per call; undefined = answer normally. */
  fault: (call: FakeCall) => Fault | undefined = () => undefined;
  /** Whether history transactions echo the hold's `date` (our server does; the live one may not). */
  echoDate = true;
  /** Which transaction types echo their date (all, when echoDate). */
  echoDateOf: (type: string) => boolean = () => true;
  /** Echoed dates keep only whole seconds (as a platform storing seconds would). */
  echoSeconds = false;
  /** Whether history transactions echo the precheck sent. */
  echoPrecheck = false;
  /** Whether a reversal in the history names the transaction it reversed (`reversedTransactionId`). */
  echoReversedId = true;
  /** History answers leave out the transactions this returns true for (a platform that does not list them). */
  historyHides: (tx: BonusTransaction) => boolean = () => false;
  /** History answers hold at most this many transactions, the newest (null: all). */
  pageSize: number | null = null;
  /** History requests' `limit` and `offset` are honoured. */
  honoursPaging = false;
  /** The platform's clock runs this far from the terminal's (regTime, Date headers). */
  offsetMs = 0;
  /** Answers carry an HTTP Date header (second precision). */
  sendsDate = false;
  /** Calls in flight, and the most seen at once (to check bounded parallelism). */
  inFlight = 0;
  maxInFlight = 0;
  /** Each call waits this long (real ms) so that calls overlap. */
  latencyMs = 0;

  constructor(private readonly clock: () => number) {}

  addAccount(key: string, accountGuid: string, availableCents: number): void {
    this.accounts.set(`${key}|${accountGuid}`, {
      ledger: availableCents,
      available: availableCents,
      debitHold: 0,
      creditHold: 0,
      transactions: [],
    });
  }

  account(key: string, accountGuid: string): FakeAccount {
    const account = this.accounts.get(`${key}|${accountGuid}`);
    if (!account) throw new Error(`no fake account ${key}|${accountGuid}`);
    return account;
  }

  /** Every transaction on every account (oldest first). */
  allTransactions(): (BonusTransaction & { accountKey: string; date?: string })[] {
    return [...this.accounts.entries()]
      .flatMap(([accountKey, a]) => a.transactions.map((t) => ({ ...t, accountKey })))
      .sort((x, y) => x.id - y.id);
  }

  /** Records a transaction made by someone else (another terminal). */
  foreignTransaction(
    key: string,
    accountGuid: string,
    type: string,
    amountCents: number,
    date?: string,
  ): number {
    return this.record(
      this.account(key, accountGuid),
      type,
      amountCents,
      date ?? new Date(this.clock()).toISOString(),
    );
  }

  debitHold(body: HoldRequest, options?: CallOptions): Promise<HoldResponse> {
    return this.run({ method: 'debitHold', body }, options, () => {
      const account = this.find(body);
      const amount = cents(body.amount);
      if (account.available < amount) throw new BusinessError('insufficientFunds', 'not enough bonuses');
      account.available -= amount;
      account.debitHold += amount;
      return this.answer(
        account,
        this.record(account, 'DEBIT_HOLD', amount, body.date, undefined, body.precheck),
      );
    });
  }

  creditHold(body: HoldRequest, options?: CallOptions): Promise<HoldResponse> {
    return this.run({ method: 'creditHold', body }, options, () => {
      const account = this.find(body);
      const amount = cents(body.amount);
      account.ledger += amount;
      account.creditHold += amount;
      return this.answer(
        account,
        this.record(account, 'CREDIT', amount, body.date, undefined, body.precheck),
      );
    });
  }

  reverse(body: ReverseRequest, options?: CallOptions): Promise<HoldResponse> {
    return this.run({ method: 'reverse', body }, options, () => {
      const account = this.find(body);
      const hold = account.transactions.find((t) => t.id === body.bonusTransactionId);
      if (!hold) throw new BusinessError('transactionNotFound', 'no such transaction');
      if (hold.reversedBy !== undefined) throw new BusinessError('alreadyReversed', 'already reversed');
      const amount = cents(body.amount);
      if (hold.type === 'DEBIT_HOLD') {
        account.available += amount;
        account.debitHold -= amount;
      } else {
        account.ledger -= amount;
        account.creditHold -= amount;
      }
      const id = this.record(account, 'REVERSAL', amount, body.date, hold.id, body.precheck);
      hold.reversedBy = id;
      return this.answer(account, id);
    });
  }

  operationHistory(body: OperationHistoryRequest, options?: CallOptions): Promise<OperationHistoryResponse> {
    return this.run({ method: 'operationHistory', body }, options, () => {
      const account = this.find(body);
      const paging = body as { limit?: number; offset?: number };
      const start = this.honoursPaging ? (paging.offset ?? 0) : 0;
      const size =
        (this.honoursPaging ? paging.limit : undefined) ?? this.pageSize ?? Number.MAX_SAFE_INTEGER;
      return {
        account: {
          accountBalance: balanceOf(account),
          accountState: 'open',
          accountType: { accountGuid: body.accountType.accountGuid, name: 'Bonus' },
        },
        transactions: [...account.transactions]
          .reverse()
          .filter((t) => !this.historyHides(t))
          .map(({ reversedBy: _r, date, precheck, reversedTransactionId, ...t }) => ({
            ...t,
            ...(this.echoReversedId && reversedTransactionId !== undefined ? { reversedTransactionId } : {}),
            ...(this.echoDate && this.echoDateOf(t.type) && date
              ? { date: this.echoSeconds ? date.replace(/\.\d{3}Z$/, 'Z') : date }
              : {}),
            ...(this.echoPrecheck && precheck ? { precheck } : {}),
          }))
          .slice(start, start + size),
      };
    });
  }

  private async run<T>(call: FakeCall, options: CallOptions | undefined, apply: () => T): Promise<T> {
    this.calls.push(call);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
      const fault = this.fault(call);
      switch (fault) {
        case 'refuse':
          throw new NetworkError('refused', 'notApplied', 'connect ECONNREFUSED');
        case 'tokenExpired':
          throw new BusinessError('tokenExpired', 'the token has expired');
        case 'unauthorized':
          throw new AuthError('credentials refused');
        case 'badRequest':
          throw new ServerError(400, 'application/json, 2 bytes');
        case 'timeoutBeforeApply':
          throw new NetworkError('timeout', 'unknown', 'no answer within the time-out');
        case 'html500BeforeApply':
          throw new ServerError(500, 'not JSON (text/html, 120 bytes)');
        case 'timeoutAfterApply':
          apply();
          throw new NetworkError('timeout', 'unknown', 'no answer within the time-out');
        case 'resetAfterApply':
          apply();
          throw new NetworkError('reset', 'unknown', 'socket hang up');
        case 'html500AfterApply':
          apply();
          throw new ServerError(502, 'not JSON (text/html, 120 bytes)');
        case undefined: {
          const result = apply();
          if (this.sendsDate) options?.onAnswer?.({ date: new Date(this.platformNow()).toUTCString() });
          return result;
        }
      }
    } finally {
      this.inFlight -= 1;
    }
  }

  private find(body: { customerToken: { key: string }; accountType: { accountGuid: string } }): FakeAccount {
    const account = this.accounts.get(`${body.customerToken.key}|${body.accountType.accountGuid}`);
    if (!account) {
      const tokenKnown = [...this.accounts.keys()].some((k) => k.startsWith(`${body.customerToken.key}|`));
      throw tokenKnown
        ? new BusinessError('accountNotFound', 'no such account')
        : new BusinessError('tokenNotFound', 'no such token');
    }
    return account;
  }

  private record(
    account: FakeAccount,
    type: string,
    amount: number,
    date?: string,
    reversedId?: number,
    precheck?: string,
  ): number {
    const id = this.nextId++;
    account.transactions.push({
      id,
      regTime: new Date(this.platformNow()).toISOString(),
      type,
      amount: fromCents(amount),
      ledger: fromCents(account.ledger),
      available: fromCents(account.available),
      ...(date ? { date: new Date(date).toISOString() } : {}),
      ...(reversedId === undefined ? {} : { reversedTransactionId: reversedId }),
      ...(precheck === undefined ? {} : { precheck }),
    });
    return id;
  }

  private platformNow(): number {
    return this.clock() + this.offsetMs;
  }

  private answer(account: FakeAccount, id: number): HoldResponse {
    return { balance: balanceOf(account), bonusTransactionId: id };
  }
}

function cents(amount: number): number {
  const value = toCents(amount);
  if (value === undefined) throw new BusinessError('invalidRequest', 'bad amount');
  return value;
}

function balanceOf(a: FakeAccount) {
  return {
    ledger: fromCents(a.ledger),
    available: fromCents(a.available),
    debitHold: fromCents(a.debitHold),
    creditHold: fromCents(a.creditHold),
  };
}
