import type { PrinterState } from '../../../common/contract/index';
import type { printerStrings } from '../i18n/dictionaries/printer';

type Words = (typeof printerStrings)['en'];

/** The printer's state in words: «нет бумаги». */
export function printerStateWord(words: Words, state: PrinterState): string {
  switch (state) {
    case 'notSet':
      return words.notSet;
    case 'unknown':
      return words.unknown;
    case 'ready':
      return words.ready;
    case 'offline':
      return words.offline;
    case 'noPaper':
      return words.noPaper;
    case 'coverOpen':
      return words.coverOpen;
    case 'unreachable':
      return words.unreachable;
  }
}

/** A state the cashier should see at once: the printer cannot print. */
export function printerTrouble(state: PrinterState): boolean {
  return state === 'offline' || state === 'noPaper' || state === 'coverOpen' || state === 'unreachable';
}
