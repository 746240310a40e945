import type { CodePage, Language, PaperWidth } from '../../common/contract/index';
import { centred, localStamp, pair, plain, rule } from './columns';
import { COLUMNS, type Printout } from './print-lines';
import { PRINT_WORDS } from './print-words';

/** The test print: the venue and till, a line of each alphabet, a ruler of the paper's columns. */
export function testPrintout(
  place: { venue: string | null; till: string },
  setup: { paper: PaperWidth; codePage: CodePage },
  language: Language,
  at: number,
): Printout {
  const w = PRINT_WORDS[language];
  const width = COLUMNS[setup.paper];
  const ruler = Array.from({ length: width }, (_, i) => String((i + 1) % 10)).join('');
  return {
    columns: width,
    lines: [
      ...centred(w.testTitle, width, true),
      ...(place.venue ? centred(place.venue, width) : []),
      ...pair(w.till, place.till, width),
      ...plain(localStamp(at, language), width),
      rule(width),
      ...plain(`${setup.paper} mm, ${width}, ${setup.codePage}`, width),
      ...plain(PRINT_WORDS.ru.testLine, width),
      ...plain(PRINT_WORDS.en.testLine, width),
      { text: ruler },
    ],
  };
}
