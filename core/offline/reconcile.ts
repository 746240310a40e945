import { toCents } from '../../common/platform/money';
import type { BonusTransaction } from '../../common/platform/schemas';
import { namesAnotherHold } from './hold-reference';
import type { HoldKind } from './queue/types';
import { REG_TIME_PRECISION_MS } from './platform-clock';

/** The transaction each kind of hold leaves in the operation history. */
export const TRANSACTION_TYPE: Record<HoldKind, string> = {
  debit: 'DEBIT_HOLD',
  credit: 'CREDIT',
  reverse: 'REVERSAL',
};

/**
 * An echoed `date` within this of ours is our date, until the platform was seen to echo our dates
 * to the millisecond: it may keep only whole seconds (cut or rounded).
 */
export const DATE_TOLERANCE_MS = 1_000;

/**
 * What ties a transaction to our hold: our per-hold reference echoed in `precheck`, our `date`
 * echoed, or (a reversal) the reversed transaction echoed. `lookAlike`: type, amount and time fit,
 * nothing more.
 */
export type Evidence = 'reference' | 'date' | 'reversal' | 'lookAlike';

/** What the platform's history was seen to echo of transactions we know are ours. */
export interface EchoFacts {
  date: boolean;
  /** Our dates came back to the millisecond (else, or unknown: a second's tolerance). */
  exactDate: boolean;
  precheck: boolean;
}

export interface MatchCriteria {
  kind: HoldKind;
  amountCents: number;
  /** The hold's `date` as sent. */
  date: string;
  /** The per-hold reference sent in `precheck` (null: none was sent). */
  reference: string | null;
  /** For a reverse: the transaction it reverses. */
  reversedTransactionId?: number;
  /**
   * The hold's attempts on the platform's clock: from the first send (earliest it can be there) to
   * now (latest). Null while the clock offset is unknown: then no candidate is judged by time and
   * nothing is proved absent by time.
   */
  window: { start: number; end: number } | null;
  /** A transaction known to precede the hold's first send (0: none known); the hold's lies above. */
  floorId: number;
  /** What the platform echoes, as seen on our own transactions; a candidate lacking it is not ours. */
  echoes: EchoFacts;
  /** The pages ran out: `transactions` is the account's whole history. */
  complete?: boolean;
  isMatched(transactionId: number): boolean;
}

export type HistoryVerdict =
  | { found: BonusTransaction; evidence: Exclude<Evidence, 'lookAlike'> }
  /** Nothing but transactions that merely look like the hold: a person (or the sole-terminal setting) decides. */
  | { found: null; lookAlikes: BonusTransaction[]; reached: boolean }
  | { found: null; conclusive: true }
  | { found: null; conclusive: false; reason: string };

type Judgement = { ours: false } | { ours: true; evidence: Evidence };

/**
 * Looks for the transaction an uncertain hold left. A candidate has the hold's type (unknown types
 * are ignored) and amount, an id above the floor and no other hold matched to it; then evidence
 * decides (`judge`). Of several with the same evidence the oldest wins: our first attempt precedes
 * any look-alike that could follow it.
 *
 * Absence is proved only by reach, never by the answer's length: the history (newest first, so a
 * cut answer keeps the newest) holds a transaction at or below the floor, or one registered before
 * the first send on the platform's clock, or nothing at all.
 */
export function findHoldTransaction(
  transactions: readonly BonusTransaction[],
  criteria: MatchCriteria,
): HistoryVerdict {
  const type = TRANSACTION_TYPE[criteria.kind];
  let best: { tx: BonusTransaction; evidence: Exclude<Evidence, 'lookAlike'> } | null = null;
  const lookAlikes: BonusTransaction[] = [];
  let reachesBack = transactions.length === 0 || criteria.complete === true;
  for (const tx of transactions) {
    if (precedesHold(tx, criteria)) reachesBack = true;
    if (tx.type !== type || tx.id <= criteria.floorId) continue;
    if (Math.abs(toCents(tx.amount) ?? Number.NaN) !== criteria.amountCents) continue;
    if (criteria.isMatched(tx.id)) continue;
    const judgement = judge(tx, criteria);
    if (!judgement.ours) continue;
    if (judgement.evidence === 'lookAlike') {
      if (criteria.window && !insideWindow(tx, criteria.window)) continue;
      lookAlikes.push(tx);
    } else if (!best || tx.id < best.tx.id) {
      best = { tx, evidence: judgement.evidence };
    }
  }
  if (best) return { found: best.tx, evidence: best.evidence };
  if (lookAlikes.length) {
    return { found: null, lookAlikes: lookAlikes.sort((a, b) => a.id - b.id), reached: reachesBack };
  }
  if (reachesBack) return { found: null, conclusive: true };
  return {
    found: null,
    conclusive: false,
    reason:
      `the history (${transactions.length} transactions) does not reach back past a transaction ` +
      'known to precede the hold, and the platform clock is ' +
      (criteria.window ? 'known' : 'not yet known'),
  };
}

/** Whether an older page could still change the verdict: nothing tied to the hold, and no reach yet. */
export function mayLieFurtherBack(verdict: HistoryVerdict): boolean {
  if (verdict.found) return false;
  if ('lookAlikes' in verdict) return !verdict.reached;
  return !verdict.conclusive;
}

/** Whether `tx` certainly came before the hold's first send. */
function precedesHold(tx: BonusTransaction, criteria: MatchCriteria): boolean {
  if (criteria.floorId > 0 && tx.id <= criteria.floorId) return true;
  if (!criteria.window) return false;
  const regTime = Date.parse(tx.regTime);
  return Number.isFinite(regTime) && regTime + REG_TIME_PRECISION_MS <= criteria.window.start;
}

function insideWindow(tx: BonusTransaction, window: { start: number; end: number }): boolean {
  const regTime = Date.parse(tx.regTime);
  return regTime + REG_TIME_PRECISION_MS > window.start && regTime <= window.end;
}

/** What an echoed field says: ours, not ours, or nothing (not echoed). */
function judge(tx: BonusTransaction, criteria: MatchCriteria): Judgement {
  const echoed = tx as { date?: unknown; precheck?: unknown; reversedTransactionId?: unknown };
  let evidence: Evidence | null = null;
  if (criteria.reversedTransactionId !== undefined && typeof echoed.reversedTransactionId === 'number') {
    if (echoed.reversedTransactionId !== criteria.reversedTransactionId) return { ours: false };
    evidence = 'reversal';
  }
  // A precheck naming another hold's reference is proof the transaction is not ours, whatever the
  // dates say (another terminal's hold of the same amount in the same second). A precheck without
  // our reference rules a transaction out only once the platform was seen to echo our references
  // intact: it may keep only part of what it was sent.
  const precheck = typeof echoed.precheck === 'string' ? echoed.precheck : undefined;
  if (namesAnotherHold(precheck, criteria.reference)) return { ours: false };
  if (criteria.reference !== null) {
    if (precheck?.includes(criteria.reference)) evidence = 'reference';
    else if (criteria.echoes.precheck) return { ours: false };
  }
  if (typeof echoed.date === 'string') {
    const gap = Math.abs(Date.parse(echoed.date) - Date.parse(criteria.date));
    if (!(criteria.echoes.exactDate ? gap === 0 : gap < DATE_TOLERANCE_MS)) return { ours: false };
    evidence ??= 'date';
  } else if (criteria.echoes.date) {
    return { ours: false };
  }
  return { ours: true, evidence: evidence ?? 'lookAlike' };
}
