import type { Printing } from '../../printing/printing';
import type { CommandHandlers } from '../command-handlers';
import type { CoreContext } from '../context';
import { textView } from './consent-texts';

type ConsentCommand =
  'consent.text' | 'consent.setText' | 'consent.withdraw' | 'consent.list' | 'consent.csv' | 'consent.print';

/** What the consent commands use of the core. */
export type ConsentContext = Pick<CoreContext, 'cache' | 'consent' | 'settings' | 'staff'> & {
  printing: Pick<Printing, 'consentForm'>;
};

/**
 * The consent commands (issue 43). A withdrawal of every consent also drops what the guest cache
 * keeps of the guest's personal data (their cards and balances stay, nameless).
 */
export function consentHandlers(ctx: ConsentContext): Pick<CommandHandlers, ConsentCommand> {
  return {
    'consent.text': async () => ({ current: textView(ctx.consent.texts.current()) }),
    'consent.setText': async ({ text }, admission) => ({
      current: textView(ctx.consent.texts.set(text, admission?.who ?? 'manager')),
    }),
    'consent.withdraw': async ({ customerGuid, scope }) => {
      const state = ctx.consent.withdraw(customerGuid, scope, ctx.staff.cashier ?? 'cashier');
      if (state === 'withdrawn') ctx.cache.withhold(customerGuid);
      return { state };
    },
    'consent.list': async (filter) => ({ records: ctx.consent.list(filter) }),
    'consent.print': async () => ctx.printing.consentForm(textView(ctx.consent.texts.current())),
    'consent.csv': async ({ language }) => ({
      csv: ctx.consent.csv(language ?? ctx.settings.value.language),
    }),
  };
}
