import { accountKind } from './guests/account-kind';
import { birthdayOf } from '../../common/guest/birthday';
import type {
  CorrectionView,
  AccountView,
  BalanceView,
  CatalogueItem,
  Guest,
  HoldView,
  PublicCompany,
  QueueSummary,
  ScanEvent,
  TokenView,
  TransactionView,
} from '../../common/contract/index';
import { awaitsAttribution, type HoldCorrection, type QueueRow, type QueueTotals } from '../offline';
import type { PendingIndex } from './holds/pending-index';
import { platformCents, type AccountInCents, type BalanceCents } from '../platform/in-cents';
import { PlatformAmountSchema } from '../../common/platform/schemas/money';
import {
  isUnreadable,
  type CompanyInfo,
  type PlatformObject,
  type PublicCompanyInfo,
  type ReturnedToken,
  type TransactionToShow,
  unreadableAccountsOf,
} from '../../common/platform/schemas';
import type { ScanOutcome } from '../../common/scanner/scan-outcome';
import { blockedFlagOf } from './guests/blocked-flag';
import { reasonOf } from './platform-link/platform-errors';
import { tokenSourceOf } from './money-guards/token-source';
import type { TokenRefs } from './guests/token-refs';

export function balanceView(balance: BalanceCents): BalanceView {
  return {
    ledgerCents: balance.ledger,
    availableCents: balance.available,
    debitHoldCents: balance.debitHold,
    creditHoldCents: balance.creditHold,
  };
}

export function accountView(
  customerGuid: string,
  account: AccountInCents,
  pending: PendingIndex,
): AccountView {
  return {
    accountGuid: account.accountType.accountGuid,
    name: account.accountType.name,
    kind: accountKind(account.accountType),
    state: account.accountState,
    balance: balanceView(account.balance),
    pending: pending.of(customerGuid, account.accountType.accountGuid),
    spendable: pending.spendable(customerGuid, account.accountType.accountGuid, account.balance.available),
  };
}

/** How one of a guest's tokens is shown: masked, with the reference the UI acts on it by (if any). */
export type ShowToken = (token: ReturnedToken) => { masked: string; ref?: string | undefined };

function tokenView(token: ReturnedToken, show: ShowToken, now: number): TokenView {
  const expiry = token.expirationDate ? Date.parse(token.expirationDate) : NaN;
  const { masked, ref } = show(token);
  return {
    type: token.type,
    entry: token.entry,
    masked,
    ...(ref !== undefined ? { ref } : {}),
    expired: Number.isFinite(expiry) && expiry < now,
  };
}

interface CustomerLike {
  customerGuid: string;
  firstName: string;
  lastName: string;
  middleName?: string | undefined;
  /** ISO text (customerInfo) or epoch milliseconds (filterCustomers). */
  dateOfBirth?: string | number | undefined;
  tokens: ReturnedToken[];
  accounts: AccountInCents[];
}

export function guestView(
  customer: CustomerLike,
  pending: PendingIndex,
  show: ShowToken,
  now: number,
): Guest {
  return {
    customerGuid: customer.customerGuid,
    firstName: customer.firstName,
    lastName: customer.lastName,
    ...(customer.middleName ? { middleName: customer.middleName } : {}),
    ...birthdayField(customer.dateOfBirth),
    ...(blockedFlagOf(customer) === true ? { blocked: true } : {}),
    tokens: customer.tokens.filter((t) => typeof t.key === 'string').map((t) => tokenView(t, show, now)),
    accounts: customer.accounts.map((a) => accountView(customer.customerGuid, a, pending)),
    ...unreadableCount(customer),
  };
}

function birthdayField(dateOfBirth: unknown): { birthday?: string } {
  const birthday = birthdayOf(dateOfBirth);
  return birthday === undefined ? {} : { birthday };
}

function unreadableCount(customer: object): { unreadableAccounts?: number } {
  const count = unreadableAccountsOf(customer).length;
  return count > 0 ? { unreadableAccounts: count } : {};
}

/** A scan as the renderer sees it: a token by its reference, never its key. */
export function scanEventView(event: ScanOutcome, tokens: TokenRefs): ScanEvent {
  if (event.kind !== 'token') return event;
  const from = tokenSourceOf(event.source);
  const scan = {
    kind: 'token' as const,
    token: tokens.view(event.token, undefined, from),
    source: event.source,
  };
  return event.rule === undefined ? scan : { ...scan, rule: event.rule };
}

/** A row the platform sent unreadable keeps its place, with zero figures the screen does not show. */
export function transactionView(tx: TransactionToShow): TransactionView {
  if (isUnreadable(tx)) {
    return {
      id: tx.id ?? 0,
      regTime: '',
      type: '',
      amountCents: 0,
      ledgerCents: 0,
      availableCents: 0,
      unreadable: true,
    };
  }
  return {
    id: tx.id,
    regTime: tx.regTime,
    type: tx.type,
    amountCents: platformCents(tx.amount),
    ledgerCents: platformCents(tx.ledger),
    availableCents: platformCents(tx.available),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A hold's correction for the renderer (the hold's view, the shift's report). */
export function correctionView({ reason, note, manager }: HoldCorrection): CorrectionView {
  return { reason, ...(note !== null ? { note } : {}), ...(manager !== null ? { manager } : {}) };
}

export function holdView(row: QueueRow): HoldView {
  const reason = reasonOf(row.lastErrorCode, row.state);
  return {
    holdId: row.holdId,
    kind: row.kind,
    state: row.state,
    amountCents: row.amountCents,
    accountGuid: row.accountGuid,
    ...(row.customerGuid !== null ? { customerGuid: row.customerGuid } : {}),
    ...(row.guestName ? { guestName: row.guestName } : {}),
    ...(row.cashier ? { cashier: row.cashier } : {}),
    token: row.tokenKeyMasked,
    ...(row.billNumber !== null ? { billNumber: row.billNumber } : {}),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    attempts: row.attempts,
    ...(row.bonusTransactionId !== null ? { bonusTransactionId: row.bonusTransactionId } : {}),
    ...(row.targetHoldId !== null ? { reverses: row.targetHoldId } : {}),
    ...(reason && row.state !== 'confirmed' ? { reason } : {}),
    ...(row.state === 'rejected' && row.needsCheck && row.lastErrorMessage
      ? { evidence: row.lastErrorMessage }
      : {}),
    ...(awaitsAttribution(row) ? { awaitsAttribution: true as const } : {}),
    ...(row.correction ? { correction: correctionView(row.correction) } : {}),
    ...(row.control?.grantedBy
      ? { granted: { manager: row.control.grantedBy, guards: [...row.control.waived] } }
      : {}),
    ...(row.control?.presence ? { presence: row.control.presence } : {}),
    ...(row.retakenOffline ? { retaken: true as const } : {}),
  };
}

export function queueSummary(totals: QueueTotals): QueueSummary {
  const oldest = totals.oldestWaiting;
  return {
    count: totals.waitingCount,
    debitCents: totals.debitCents,
    creditCents: totals.creditCents,
    reversals: totals.reverseCount,
    oldest: oldest && {
      holdId: oldest.holdId,
      createdAt: iso(oldest.createdAt),
      ageMs: Math.max(0, oldest.ageMs),
    },
    rejected: totals.rejectedCount,
    uncertain: totals.uncertainCount,
  };
}

/** Company settings for the UI: a whitelist, so the terminal's credentials cannot slip through. */
export function companyView(company: PublicCompanyInfo): PublicCompany {
  // The cache stores a CompanyInfo minus its credentials; the fields read here are all kept.
  const info = company as unknown as CompanyInfo;
  return {
    id: info.id,
    fullName: info.fullName,
    org1Name: info.org1Name,
    org1NameShort: info.org1NameShort,
    pinLength: info.pinLength,
    permitNegativeBalances: info.permitNegativeBalances,
    ...(info.language?.name ? { language: info.language.name } : {}),
  };
}

/** The nomenclature tree as a flat list of categories and products. */
export function catalogueView(objects: readonly PlatformObject[]): CatalogueItem[] {
  return objects.map((o) => {
    const fields = o as Record<string, unknown>;
    const isCategory = o.className.endsWith('Category');
    const given = fields.basePriceInList;
    const readable = PlatformAmountSchema.safeParse(given).success;
    const priceCents = readable ? platformCents(given as number) : undefined;
    const unreadable = given !== undefined && given !== null && !readable;
    const name = typeof fields.name === 'string' ? fields.name : String(fields.itemTitle ?? o.id);
    return {
      id: o.id,
      kind: isCategory ? 'category' : 'product',
      name,
      ...(typeof fields.parentId === 'number' ? { parentId: fields.parentId } : {}),
      ...(!isCategory && priceCents !== undefined ? { priceCents } : {}),
      ...(!isCategory && unreadable ? { priceUnreadable: true as const } : {}),
    };
  });
}

export function ageOf(fetchedAt: number, now: number): { ageMs: number; fetchedAt: string } {
  return { ageMs: Math.max(0, Math.round(now - fetchedAt)), fetchedAt: iso(fetchedAt) };
}
