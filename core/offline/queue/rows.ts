import type { CustomerToken } from '../../../common/platform/schemas';
import {
  GRANTABLE_GUARDS,
  PRESENCES,
  TOKEN_SOURCES,
  type GrantableGuard,
  type Presence,
  type TokenSource,
} from '../../../common/contract/control';
import type { CorrectionReason } from '../../../common/contract/index';
import type { HoldControl, HoldKind, HoldPlacement, HoldState, QueueRow } from './types';

/** A queue row as SQLite returns it. */
export interface QueueDbRow {
  seq: number;
  hold_id: string;
  kind: HoldKind;
  state: HoldState;
  lane_key: string;
  customer_guid: string | null;
  guest_name: string | null;
  cashier: string | null;
  token_type: string;
  token_entry: string;
  token_key: string | null;
  token_key_masked: string;
  token_hash: string;
  account_guid: string;
  amount_cents: number;
  date: string;
  precheck: string | null;
  target_hold_id: string | null;
  offline: number;
  attempts: number;
  refusals: number;
  needs_check: number;
  last_error_code: string | null;
  last_error_message: string | null;
  bonus_transaction_id: number | null;
  matched_tx_id: number | null;
  confirmed_by: 'answer' | 'history' | null;
  balance_ledger_cents: number | null;
  balance_available_cents: number | null;
  balance_debit_hold_cents: number | null;
  balance_credit_hold_cents: number | null;
  created_at: number;
  updated_at: number;
  first_sent_at: number | null;
  last_sent_at: number | null;
  next_attempt_at: number | null;
  settled_at: number | null;
  correction_reason: CorrectionReason | null;
  correction_note: string | null;
  corrected_by: string | null;
  token_source: string | null;
  presence: string | null;
  waived: string | null;
  granted_by: string | null;
  /** 1: an online try the core cancelled to take the payment again offline (migration 15). */
  retaken_offline: number;
}

/** What a new row (a hold or a reversal, state queued) is written with. */
export interface NewQueueRow {
  holdId: string;
  kind: HoldKind;
  laneKey: string;
  customerGuid: string | null;
  guestName: string | null;
  cashier: string | null;
  token: CustomerToken;
  tokenHash: string;
  accountGuid: string;
  amountCents: number;
  date: string;
  billNumber: string | null;
  targetHoldId: string | null;
  offline: boolean;
  now: number;
  placement?: HoldPlacement;
  control?: HoldControl;
}

const isTokenSource = (value: string): value is TokenSource =>
  (TOKEN_SOURCES as readonly string[]).includes(value);
const isPresence = (value: string): value is Presence => (PRESENCES as readonly string[]).includes(value);
const isGuard = (value: string): value is GrantableGuard =>
  (GRANTABLE_GUARDS as readonly string[]).includes(value);

/** The control columns as a HoldControl; a value outside the lists (a damaged row) is left out. */
function controlOf(r: QueueDbRow): HoldControl | null {
  if (r.token_source === null || !isTokenSource(r.token_source)) return null;
  return {
    source: r.token_source,
    presence: r.presence !== null && isPresence(r.presence) ? r.presence : null,
    waived: (r.waived ?? '').split(',').filter(isGuard),
    grantedBy: r.granted_by,
  };
}

export function toRow(r: QueueDbRow): QueueRow {
  const hasBalance = r.balance_ledger_cents !== null;
  return {
    holdId: r.hold_id,
    seq: r.seq,
    kind: r.kind,
    state: r.state,
    laneKey: r.lane_key,
    customerGuid: r.customer_guid,
    guestName: r.guest_name,
    cashier: r.cashier,
    tokenType: r.token_type,
    tokenEntry: r.token_entry,
    tokenKeyMasked: r.token_key_masked,
    tokenHash: r.token_hash,
    hasPlainToken: r.token_key !== null,
    accountGuid: r.account_guid,
    amountCents: r.amount_cents,
    date: r.date,
    billNumber: r.precheck,
    targetHoldId: r.target_hold_id,
    offline: r.offline === 1,
    attempts: r.attempts,
    refusals: r.refusals,
    needsCheck: r.needs_check === 1,
    lastErrorCode: r.last_error_code,
    lastErrorMessage: r.last_error_message,
    bonusTransactionId: r.bonus_transaction_id,
    balanceAfter: hasBalance
      ? {
          ledger: r.balance_ledger_cents ?? 0,
          available: r.balance_available_cents ?? 0,
          debitHold: r.balance_debit_hold_cents ?? 0,
          creditHold: r.balance_credit_hold_cents ?? 0,
        }
      : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    firstSentAt: r.first_sent_at,
    lastSentAt: r.last_sent_at,
    nextAttemptAt: r.next_attempt_at,
    settledAt: r.settled_at,
    confirmedBy: r.confirmed_by,
    correction:
      r.correction_reason === null
        ? null
        : { reason: r.correction_reason, note: r.correction_note, manager: r.corrected_by },
    control: controlOf(r),
    retakenOffline: r.retaken_offline === 1,
  };
}
