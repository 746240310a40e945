import type { CommandOutput, ParsedInput } from '../../../common/contract/index';
import type { CustomerToken, HistoryToShow } from '../../../common/platform/schemas';
import { accountInCents, type AccountInCents } from '../../platform/in-cents';
import { readThrough } from '../read-through';
import { accountView, transactionView } from './guest-views';
import type { GuestContext } from './guest-commands';

/** A guest's account: its balance and its history, live first, the saved copy when the platform is away. */
function guidOf(ctx: GuestContext, token: CustomerToken): string | undefined {
  return ctx.cache.lookup(token, ctx.now())?.guest.customerGuid;
}

export async function accountBalance(
  ctx: GuestContext,
  input: ParsedInput<'account.balance'>,
): Promise<CommandOutput<'account.balance'>> {
  const { accountGuid } = input;
  const token = ctx.tokens.tokenOf(input.token);
  const customerGuid = guidOf(ctx, token);
  const show = (account: AccountInCents) => ({
    account: accountView(customerGuid ?? '', account, ctx.pending()),
  });
  return readThrough(ctx, {
    fetch: async () =>
      accountInCents(
        await ctx.live((client, options) =>
          client.balance({ customerToken: token, accountType: { accountGuid } }, options),
        ),
      ),
    remember: (account, now) => {
      if (customerGuid) ctx.cache.updateBalance(customerGuid, accountGuid, account.balance, now);
    },
    cached: () => {
      const cached = customerGuid ? ctx.cache.byGuid(customerGuid) : undefined;
      const account = cached?.guest.accounts.find((a) => a.accountType.accountGuid === accountGuid);
      const balance = customerGuid ? ctx.cache.accountBalance(customerGuid, accountGuid) : undefined;
      return account && balance && { value: account, fetchedAt: balance.fetchedAt };
    },
    fromLive: show,
    fromCache: show,
  });
}

export async function accountHistory(
  ctx: GuestContext,
  input: ParsedInput<'account.history'>,
): Promise<CommandOutput<'account.history'>> {
  const { accountGuid } = input;
  const token = ctx.tokens.tokenOf(input.token);
  const customerGuid = guidOf(ctx, token);
  // A history is kept as the platform answered it (a document): live or saved, its figures are
  // converted here, once, as they are shown.
  const view = (history: HistoryToShow) => ({
    account: accountView(customerGuid ?? '', accountInCents(history.account), ctx.pending()),
    transactions: history.transactions.map(transactionView),
  });
  return readThrough(ctx, {
    fetch: () =>
      ctx.live((client, options) =>
        client.historyToShow({ customerToken: token, accountType: { accountGuid } }, options),
      ),
    remember: (history, now) => {
      if (customerGuid) ctx.cache.putHistory(customerGuid, accountGuid, history, now);
    },
    cached: () => (customerGuid ? ctx.cache.history(customerGuid, accountGuid) : undefined),
    fromLive: view,
    fromCache: view,
  });
}
