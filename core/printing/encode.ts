import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { CodePage } from '../../common/contract/index';
import type { Printout } from './print-lines';

/**
 * cp866 has no typographic quotes, dashes or no-break space: the plain ones print where those
 * would print `?` (a venue's name, a consent text, a guest's name may hold them).
 */
function printable(text: string): string {
  return text
    .replace(/[«»“”„]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[—–]/g, '-')
    .replace(/\u00a0/g, ' ');
}

/** Lines fed past the cutter before the cut, so the last line is not cut through. */
const FEED_BEFORE_CUT = 4;

/**
 * A printout as ESC/POS bytes, by the maintained encoder: the printer's init (ESC @), the code
 * page selected (ESC t, Epson's numbering: cp866 is 17 on Epson, Xprinter and their clones),
 * the lines, a partial cut. Characters the code page lacks print as `?`.
 */
export function encodePrintout(printout: Printout, codePage: CodePage): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: printout.columns,
    codepageMapping: 'epson',
    feedBeforeCut: FEED_BEFORE_CUT,
  });
  encoder.initialize().codepage(codePage);
  for (const line of printout.lines) {
    const text = printable(line.text);
    if (line.bold) encoder.bold(true).line(text).bold(false);
    else encoder.line(text);
  }
  return encoder.cut('partial').encode();
}
