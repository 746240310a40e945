import type { ConsentTextView, Language, PaperWidth } from '../../common/contract/index';
import { centred, localStamp, pair, plain, rule } from './columns';
import { COLUMNS, type PrintLine, type Printout } from './print-lines';

const WORDS = {
  ru: {
    title: 'Согласие на обработку персональных данных',
    version: 'Текст, версия',
    hash: 'SHA-256',
    printedAt: 'Напечатано',
    name: 'ФИО',
    phone: 'Телефон',
    date: 'Дата',
    signature: 'Подпись',
    marketing: '[ ] Согласен(на) получать рекламные сообщения (необязательно)',
  },
  en: {
    title: 'Consent to the processing of personal data',
    version: 'Text, version',
    hash: 'SHA-256',
    printedAt: 'Printed',
    name: 'Full name',
    phone: 'Phone',
    date: 'Date',
    signature: 'Signature',
    marketing: '[ ] I agree to receive advertising (optional)',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** A line to write on: the label, then underscores to the paper's edge. */
function blank(label: string, width: number): PrintLine[] {
  return [{ text: '' }, { text: `${label}: `.padEnd(width, '_') }];
}

/**
 * The paper form of a consent text (issue 43), for a guest who signs on paper: the text as the
 * guest reads it, its version and hash (what the record will name), the lines the guest fills in,
 * and advertising as a separate, unticked choice with its own signature.
 */
export function consentFormPrintout(
  consent: ConsentTextView,
  place: { venue: string | null; till: string },
  paper: PaperWidth,
  language: Language,
  at: number,
): Printout {
  const w = WORDS[language];
  const width = COLUMNS[paper];
  const paragraphs = consent.text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return {
    columns: width,
    lines: [
      ...centred(w.title, width, true),
      ...(place.venue ? centred(place.venue, width) : []),
      rule(width),
      ...paragraphs.flatMap((paragraph) => [...plain(paragraph, width), { text: '' }]),
      ...pair(w.version, String(consent.version), width),
      ...plain(`${w.hash} ${consent.sha256}`, width),
      ...pair(w.printedAt, localStamp(at, language), width),
      rule(width),
      ...blank(w.name, width),
      ...blank(w.phone, width),
      ...blank(w.date, width),
      ...blank(w.signature, width),
      rule(width),
      ...plain(w.marketing, width),
      ...blank(w.signature, width),
    ],
  };
}
