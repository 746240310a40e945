import type {
  CommandOutput,
  CorrectionInput,
  HoldResult,
  ParsedInput,
  Presence,
} from '../../../common/contract/index';
import type { EnqueueHoldInput, HoldControl, HoldCorrection, QueueRow } from '../../offline';
import type { Admission } from '../command-handlers';
import { decimalText } from '../../../common/platform/money';
import type { CoreContext } from '../context';
import { coreError } from '../errors';
import { mayPlaceHold } from './hold-allowance';
import type { GuestContext } from '../guests/guest-commands';
import { holdSubjectOf } from './hold-subject';
import { holdPlacement } from '../shifts/hold-placement';
import { isDepositAccount } from './deposit-account';
import { isUnreadableAccount } from './unreadable-account';
import { queueRefusalError, reasonOf, riskRefusalError } from '../platform-link/platform-errors';
import { balanceView } from '../guests/guest-views';
import { holdView, queueSummary } from './hold-views';
import type { HeldToken } from '../guests/token-refs';
import { guardGoodwill } from '../money-guards/award-guards';
import { presenceFor } from '../money-guards/guest-proof';
import { Waivers, type GuardedAction } from '../money-guards/waivers';

/** What waiting for a hold's attempt uses of the core. */
type SettleContext = Pick<CoreContext, 'engine' | 'connectivity' | 'tuning' | 'queue'>;

/** What placing a hold uses of the core: the guest's, the permission's and the queue's. */
export type HoldContext = GuestContext &
  SettleContext &
  Pick<
    CoreContext,
    'allowances' | 'disk' | 'notices' | 'settings' | 'staff' | 'shifts' | 'journal' | 'proofAttempts'
  >;

function holdResult(row: QueueRow): HoldResult {
  const reason = reasonOf(row.lastErrorCode, row.state);
  return {
    holdId: row.holdId,
    state: row.state,
    ...(row.balanceAfter ? { balance: balanceView(row.balanceAfter) } : {}),
    ...(row.bonusTransactionId !== null ? { bonusTransactionId: row.bonusTransactionId } : {}),
    ...(reason && row.state !== 'confirmed' ? { reason } : {}),
  };
}

/**
 * Kicks the engine and waits for the hold's next attempt to conclude (or for holdWaitMs); no
 * answer within slowAnswerMs turns the connectivity degraded.
 */
async function settleSoon(ctx: SettleContext, holdId: string): Promise<QueueRow> {
  const drain = ctx.engine.kick();
  drain.catch(() => undefined);
  // The cashier waits: a slow platform shows in the status bar now, not after the time-out.
  const slow = setTimeout(() => ctx.connectivity.reportSlow(), ctx.tuning.slowAnswerMs);
  let row: QueueRow | undefined;
  try {
    row = await ctx.engine.waitForAttempt(holdId, ctx.tuning.holdWaitMs);
  } finally {
    clearTimeout(slow);
  }
  const current = row ?? ctx.queue.get(holdId);
  if (!current) throw coreError('holdNotFound');
  return current;
}

/** A hold's guest and token once the terminal's own refusals (blocked, deposit...) passed. */
export interface PreparedHold {
  held: HeldToken;
  customerGuid: string | undefined;
  allowedBy: string | undefined;
}

/**
 * What refuses a hold before any guard is asked: no cashier signed in, a deposit or unreadable
 * account, a blocked guest without a manager's allowance.
 */
export async function prepareHold(ctx: HoldContext, input: ParsedInput<'hold.debit'>): Promise<PreparedHold> {
  if (ctx.settings.value.cashierPins && ctx.staff.cashier === undefined) throw coreError('cashierRequired');
  const held = ctx.tokens.held(input.token);
  const subject = await holdSubjectOf(ctx, held);
  const guest = subject.customerGuid;
  if (isDepositAccount(ctx, guest, input.accountGuid)) throw coreError('depositAccount');
  if (isUnreadableAccount(ctx, guest, input.accountGuid)) throw coreError('accountUnreadable');
  const verdict = mayPlaceHold(subject, guest === undefined ? undefined : ctx.allowances.allowedBy(guest));
  if (!verdict.allowed) throw coreError(verdict.denial);
  return { held, customerGuid: guest, allowedBy: verdict.allowedBy };
}

/** The guards of one money command, active once the terminal has a manager (waivers.ts). */
export function waiversFor(
  ctx: HoldContext,
  action: GuardedAction,
  admission: Admission | undefined,
): Waivers {
  return new Waivers(ctx.staff.hasManagers, action, admission, ctx.journal);
}

/**
 * A payment (`debit`) needs the guest there, an award without a bill (`credit`) stays within the
 * cashier's allowance for the shift (issue 40); then the hold is placed (enqueueHold).
 */
export async function placeHold(
  ctx: HoldContext,
  kind: 'debit' | 'credit',
  input: ParsedInput<'hold.debit'>,
  admission?: Admission,
): Promise<HoldResult> {
  const prepared = await prepareHold(ctx, input);
  const action = {
    command: kind === 'debit' ? ('hold.debit' as const) : ('hold.credit' as const),
    customerGuid: prepared.customerGuid,
    amountCents: input.amountCents,
  };
  const waivers = waiversFor(ctx, action, admission);
  let presence: Presence | null = null;
  if (kind === 'debit')
    presence = await presenceFor(ctx, prepared.held, prepared.customerGuid, input.guestProof, waivers);
  else guardGoodwill(ctx, input.amountCents, waivers);
  const control = waivers.settle(prepared.held.source, presence);
  return enqueueHold(ctx, kind, input, prepared, control);
}

/**
 * A hold is written to the queue before any request leaves. Online: sent at once and answered
 * with its final state when the platform answers within holdWaitMs. Offline (or degraded): the
 * offline limits decide, and the answer is `queued` or a refusal naming the limit.
 *
 * A debit taken online whose attempt certainly did not reach the platform (connection refused,
 * a 4xx...) is an offline hold after all: it is cancelled and taken again under the offline
 * limits, so a dropped network cannot slip a large debit past them.
 */
export async function enqueueHold(
  ctx: HoldContext,
  kind: 'debit' | 'credit',
  input: ParsedInput<'hold.debit'>,
  prepared: PreparedHold,
  control: HoldControl,
  bill: { billCents?: number } = {},
): Promise<HoldResult> {
  const { amountCents } = input;
  const guest = prepared.customerGuid;
  const hold = {
    kind,
    token: prepared.held.token,
    accountGuid: input.accountGuid,
    amountCents,
    ...(input.billNumber !== undefined ? { billNumber: input.billNumber } : {}),
    ...(ctx.staff.cashier !== undefined ? { cashier: ctx.staff.cashier } : {}),
    placement: holdPlacement(ctx, { customerGuid: guest, accountGuid: input.accountGuid, ...bill }),
    control,
  };
  const state = ctx.connectivity.state;
  const enqueued = ctx.disk.write(() => ctx.queue.enqueue(hold, { offline: state !== 'online' }));
  if (!enqueued.ok) throw riskRefusalError(enqueued.refusal);
  if (prepared.allowedBy !== undefined && guest !== undefined)
    ctx.allowances.use(guest, { hold: enqueued.row.holdId, kind, amount: decimalText(amountCents) });
  if (state === 'offline') {
    ctx.engine.kick().catch(() => undefined);
    return holdResult(enqueued.row);
  }

  const holdId = enqueued.row.holdId;
  const result = await ctx.notices.watch(holdId, () => settleOnline(ctx, hold, holdId));
  const answered = ctx.queue.get(result.holdId);
  if (answered) ctx.notices.answered(answered);
  return result;
}

/** An online hold: sent at once; a debit that certainly did not reach the platform is taken offline. */
async function settleOnline(ctx: HoldContext, hold: EnqueueHoldInput, holdId: string): Promise<HoldResult> {
  const { kind } = hold;
  const row = await settleSoon(ctx, holdId);
  if (kind === 'debit' && !row.offline) {
    // Read again and cancel in the same synchronous step: the engine cannot send it in between.
    const current = ctx.queue.get(row.holdId);
    // Tried: sent and certainly not applied, or held back unsent by a failed read before sending.
    const tried = current !== undefined && (current.attempts > 0 || current.lastErrorCode !== null);
    const triedAndNotApplied = current?.state === 'queued' && tried && !current.needsCheck;
    if (triedAndNotApplied && ctx.queue.withdrawForRetake(row.holdId)) {
      const again = ctx.disk.write(() => ctx.queue.enqueue(hold, { offline: true }));
      if (!again.ok) throw riskRefusalError(again.refusal);
      return holdResult(again.row);
    }
  }
  return holdResult(row);
}

/** A reversal's or discard's reason as the queue keeps it: with the manager whose grant it was. */
function correctionOf({ reason, note }: CorrectionInput, admission: Admission | undefined): HoldCorrection {
  return { reason, note: note ? note : null, manager: admission?.manager ?? null };
}

/** Money moved back: the dispatcher checked the manager's grant; the reason goes with the hold. */
export async function reverseHold(
  ctx: SettleContext & Pick<CoreContext, 'disk' | 'tokens' | 'notices' | 'shifts' | 'staff'>,
  { holdId, token, correction }: ParsedInput<'hold.reverse'>,
  admission?: Admission,
): Promise<CommandOutput<'hold.reverse'>> {
  const target = ctx.queue.get(holdId);
  if (!target) throw coreError('holdNotFound');
  const result = ctx.disk.write(() =>
    ctx.queue.reverse(holdId, {
      ...(token ? { token: ctx.tokens.tokenOf(token) } : {}),
      shiftId: ctx.shifts.forHold(ctx.staff.cashier ?? 'cashier'),
      correction: correctionOf(correction, admission),
      // The reversal names who made it, not who placed the hold (issue 40).
      cashier: ctx.staff.cashier ?? null,
    }),
  );
  if (!result.ok) throw queueRefusalError(result.error, target.state);
  if (result.action !== 'queued') return { hold: holdView(result.row) };
  const reversalId = result.row.holdId;
  const reversal =
    ctx.connectivity.state === 'offline'
      ? result.row
      : await ctx.notices.watch(reversalId, () => settleSoon(ctx, reversalId));
  ctx.notices.answered(reversal);
  const hold = ctx.queue.get(holdId) ?? target;
  return { hold: holdView(hold), reversal: holdView(reversal) };
}

/** Every hold, newest first; a page of `limit` holds from `cursor` (a queue `seq`) when asked. */
export function listQueue(
  ctx: Pick<CoreContext, 'queue' | 'now'>,
  { states, customerGuid, limit, cursor }: ParsedInput<'queue.list'>,
): CommandOutput<'queue.list'> {
  // One row beyond the page tells whether another page follows.
  const rows = ctx.queue.list({
    ...(states ? { states } : {}),
    ...(customerGuid !== undefined ? { customerGuid } : {}),
    ...(limit !== undefined ? { limit: limit + 1 } : {}),
    ...(cursor !== undefined ? { before: cursor } : {}),
  });
  const page = limit !== undefined ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    holds: page.map(holdView),
    summary: queueSummary(ctx.queue.totals(ctx.now())),
    ...(rows.length > page.length && last ? { nextCursor: last.seq } : {}),
  };
}

export async function resolveHold(
  ctx: Pick<CoreContext, 'queue' | 'notices' | 'tokens' | 'connectivity' | 'engine'>,
  { holdId, action, token, force, correction }: ParsedInput<'queue.resolve'>,
  admission?: Admission,
): Promise<CommandOutput<'queue.resolve'>> {
  const target = ctx.queue.get(holdId);
  if (!target) throw coreError('holdNotFound');
  // The manager acts on the queue screen and sees the outcome there: no notice for it.
  const result = await ctx.notices.watch(holdId, async () =>
    ctx.queue.resolve(holdId, action, {
      ...(token ? { token: ctx.tokens.tokenOf(token) } : {}),
      ...(force ? { force } : {}),
      ...(correction ? { correction: correctionOf(correction, admission) } : {}),
      offline: ctx.connectivity.state !== 'online',
    }),
  );
  if (!result.ok) {
    if ('refusal' in result) throw riskRefusalError(result.refusal);
    throw queueRefusalError(result.error, target.state);
  }
  if (action === 'retry') ctx.engine.kick().catch(() => undefined);
  return { hold: holdView(result.row) };
}
