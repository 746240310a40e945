/**
 * A journal entry in words (issue 25), for the manager's screen (journal.list answers its rows in
 * words) and the CSV export alike, both made by the core: the entry keeps codes (so older lines,
 * written before the words existed, read the same way) and this turns them into a sentence in the
 * language asked. The page takes none of it (issue 44): only the kinds' names, for its filter.
 */
import type { JournalEntry, JournalLine, JournalRow } from '../contract/staff';
import { HOLD_KINDS, HOLD_STATES, type HoldKind, type HoldState } from '../hold-codes';
import type { Language } from '../language';
import { formatMoney, parseAmount } from '../platform/money';
import { JOURNAL_WORDS, type JournalWords } from './journal-dictionary';

const DATE_TAGS: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };
const localFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * A moment (ISO, as the journal keeps it) in the terminal's local time, as the manager's screen
 * writes the entry's own time: `26.11.2026, 13:00:05` in Russian, `26/11/2026, 13:00:05` in English.
 * Anything that is not a moment is left as it was written.
 */
export function localMoment(iso: string, language: Language): string {
  const at = Date.parse(iso);
  if (!/^\d{4}-\d\d-\d\dT/.test(iso) || Number.isNaN(at)) return iso;
  let format = localFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_TAGS[language], { dateStyle: 'short', timeStyle: 'medium' });
    localFormats.set(language, format);
  }
  return format.format(at);
}

/** An operation's id as the queue shows it (`#1a2b3c4d`): enough for a person to find it there. */
export const shortHoldId = (id: string): string => `#${id.slice(0, 8)}`;

const isHoldKind = (text: string | undefined): text is HoldKind => HOLD_KINDS.some((kind) => kind === text);
const isHoldState = (text: string): text is HoldState => HOLD_STATES.some((state) => state === text);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whose entry it is: the manager and the cashier when named, else what `who` says. */
function whoWords(entry: JournalEntry, words: JournalWords): string {
  const cashier = entry.cashier === undefined ? undefined : words.cashier(entry.cashier);
  if (entry.manager !== undefined)
    return cashier && entry.cashier !== entry.manager
      ? `${words.manager(entry.manager)}, ${cashier}`
      : words.manager(entry.manager);
  switch (entry.who) {
    case 'cashier':
      return capitalised(cashier ?? words.anyCashier);
    case 'unknown':
      return capitalised(words.unknown);
    case 'terminal':
      return capitalised(words.terminal);
    default:
      // Older entries of a manager's action name the manager in `who` only.
      if (entry.kind === 'protected' || entry.kind === 'grant') return words.manager(entry.who);
      return entry.who === entry.cashier && cashier ? capitalised(cashier) : entry.who;
  }
}

/** A detail's value under its field's name (`state`, `amount`, ...), without before/after. */
function valueWords(field: string, value: string, words: JournalWords, language: Language): string {
  switch (field) {
    case 'amount':
    case 'limits.perHold':
    case 'limits.perGuest':
    case 'limits.terminal':
    case 'moneyGuards.goodwillPerShift':
    case 'moneyGuards.billWithoutManager': {
      const amount = /^\d+\.\d\d$/.test(value) ? parseAmount(value) : undefined;
      if (amount?.ok) return formatMoney(amount.cents, language);
      // An allowance of nought (goodwill by default) is money too.
      return amount?.problem === 'zero' ? formatMoney(0, language) : value;
    }
    case 'correction':
      return (words.reasons as Record<string, string>)[value] ?? value;
    case 'guestDisplay':
      return value === 'auto' || value === 'none' ? words.displayChoices[value] : value;
    case 'reason':
    case 'code':
    case 'failed':
      return words.codes[value] ?? value;
    case 'command':
      // What a one-action grant was asked for (issue 40).
      return words.commands[value] ?? value;
    case 'createdAt':
      return localMoment(value, language);
    case 'hold':
    case 'reverses':
      return shortHoldId(value);
    default:
      // A moment in a detail reads in local time too; anything else as the dictionary says.
      return words.values[value] ?? localMoment(value, language);
  }
}

function detailWords(entry: JournalEntry, words: JournalWords, language: Language): string[] {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(entry.details)) {
    // A hold's kind, and a failure, are in the sentence already.
    if ((entry.kind === 'hold' && name === 'kind') || (entry.kind === 'protected' && name === 'failed'))
      continue;
    const [, field = name, side] = /^(.*) (before|after)$/.exec(name) ?? [];
    const label = words.fields[field] ?? field;
    const when = side === undefined ? '' : ` (${side === 'before' ? words.before : words.after})`;
    lines.push(`${label}${when}: ${valueWords(field, value, words, language)}`);
  }
  return lines;
}

function whatWords(entry: JournalEntry, words: JournalWords): string {
  const { what, details } = entry;
  switch (entry.kind) {
    case 'hold': {
      const kind = details.kind;
      return isHoldKind(kind) && isHoldState(what) ? words.holds(kind, what) : what;
    }
    case 'protected': {
      const action = details.action ?? details['action before'];
      const done =
        (what === 'queue.resolve' || what === 'outbox.resolve') &&
        (action === 'retry' || action === 'discard')
          ? words.resolve[action]
          : (words.actions[what] ?? what);
      return details.failed === undefined
        ? done
        : `${done} (${words.failed(words.codes[details.failed] ?? details.failed)})`;
    }
    case 'refused':
      return words.refused(words.commands[what] ?? what);
    case 'pinFailed':
      return words.pinFailures[what] ?? what;
    case 'grant':
      return words.grants[what] ?? what;
    case 'staff':
      return words.staff[what] ?? what;
    case 'dataFolder':
      return words.dataFolder[what] ?? what;
    case 'shift':
      return words.shifts[what] ?? what;
  }
}

/** One entry in words, in `language`. */
export function journalLine(entry: JournalEntry, language: Language): JournalLine {
  const words = JOURNAL_WORDS[language];
  return {
    kind: words.kinds[entry.kind],
    who: whoWords(entry, words),
    what: whatWords(entry, words),
    details: detailWords(entry, words, language).filter(
      (line) => !line.startsWith(`${words.fields.failed}:`),
    ),
  };
}

/** One entry as journal.list answers it: in words in every UI language. */
export function journalRow(entry: JournalEntry): JournalRow {
  return { at: entry.at, words: { ru: journalLine(entry, 'ru'), en: journalLine(entry, 'en') } };
}
