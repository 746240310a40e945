import type { CommandOutput, Result } from '../../../common/contract/index';
import type { printerStrings } from '../i18n/dictionaries/printer';

type Words = (typeof printerStrings)['en'];

/** What became of a print asked of the receipt printer, in words: sent, no printer, or nothing to print. */
export function printOutcome(
  words: Words,
  result: Result<CommandOutput<'printer.test'>>,
  sent: string,
  message: (error: Extract<typeof result, { ok: false }>['error']) => string,
): string {
  if (!result.ok) return message(result.error);
  if (result.value.queued) return sent;
  return result.value.printer.state === 'notSet' ? words.noPrinter : words.nothingToPrint;
}
