import type { CommandOutput, ErrorValue, Guest, TerminalBridge } from '../../../common/contract/index';
import { DEFAULT_PHONE_RULES, type PhoneRules } from '../phone/phone-rules';
import { MIN_SEARCH_LENGTH, searchTextOf } from './search-text';

/** Pause after the last key before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
/** How many guests one search shows (the core's default). */
export const SEARCH_LIMIT = 20;

export type SavedCopies = NonNullable<CommandOutput<'guest.search'>['saved']>;

/** The answer to the search the field holds. */
export type SearchAnswer =
  | {
      kind: 'found';
      text: string;
      guests: Guest[];
      /** `more`: there are more guests than the SEARCH_LIMIT shown. */
      more: boolean;
      /** An outage: the guests are saved copies, with their ages as the core answered at `receivedAt`. */
      saved?: SavedCopies;
      receivedAt: number;
      /** Guests the loyalty server sent that the terminal cannot read (left out). */
      unreadable?: number;
    }
  | { kind: 'none'; text: string; saved: boolean; unreadable?: number }
  /** The platform cannot be reached and the core had nothing saved to search (an older core). */
  | { kind: 'offline'; text: string }
  | { kind: 'failed'; text: string; error: ErrorValue };

/**
 * Search as the cashier types: sent a pause after the last key, once the text is long enough.
 * Every change of the text makes the answers of earlier requests stale, so a slow answer to an
 * earlier text can never replace a later one.
 */
export class GuestSearch {
  /** The trimmed text the answer (or the request under way) is for. */
  text = $state('');
  answer = $state<SearchAnswer | undefined>(undefined);
  busy = $state(false);
  rules: PhoneRules = DEFAULT_PHONE_RULES;
  #seq = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly bridge: TerminalBridge) {}

  /** The answer on screen is not the platform's (an outage): to be asked again once it is back. */
  get withoutPlatform(): boolean {
    switch (this.answer?.kind) {
      case 'offline':
        return true;
      case 'found':
        return this.answer.saved !== undefined;
      case 'none':
        return this.answer.saved;
      case 'failed':
      case undefined:
        return false;
    }
  }

  get tooShort(): boolean {
    return this.text.length < MIN_SEARCH_LENGTH;
  }

  /** The field's text changed. */
  type(typed: string): void {
    const text = typed.trim();
    if (text === this.text && (this.busy || this.answer)) return;
    this.text = text;
    this.#schedule(SEARCH_DEBOUNCE_MS);
  }

  /** Searches the current text again at once (the platform came back, the cashier asked). */
  retry(): void {
    this.#schedule(0);
  }

  clear(): void {
    this.text = '';
    this.#schedule(0);
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    const seq = ++this.#seq;
    if (this.tooShort) {
      this.answer = undefined;
      this.busy = false;
      return;
    }
    this.busy = true;
    const text = this.text;
    this.#timer = setTimeout(() => void this.#run(text, seq), delayMs);
  }

  async #run(text: string, seq: number): Promise<void> {
    const result = await this.bridge['guest.search']({
      text: searchTextOf(text, this.rules),
      // One beyond the page tells whether more guests match than are shown.
      limit: SEARCH_LIMIT + 1,
    });
    if (seq !== this.#seq) return; // the text changed since: a later search owns the screen
    this.busy = false;
    if (result.ok) {
      const { guests, saved, unreadable } = result.value;
      const left = unreadable === undefined ? {} : { unreadable };
      const shown = guests.slice(0, SEARCH_LIMIT);
      this.answer =
        shown.length > 0
          ? {
              kind: 'found',
              text,
              guests: shown,
              more: guests.length > SEARCH_LIMIT,
              saved,
              receivedAt: Date.now(),
              ...left,
            }
          : { kind: 'none', text, saved: result.value.source === 'cache', ...left };
    } else if (result.error.code === 'platformUnavailable') {
      this.answer = { kind: 'offline', text };
    } else {
      this.answer = { kind: 'failed', text, error: result.error };
    }
  }
}

const searches = new WeakMap<TerminalBridge, GuestSearch>();

/**
 * The terminal's one search, kept by its bridge (one a terminal): it outlives the screen, so coming
 * back from a guest finds the list as left.
 */
export function guestSearchOf(bridge: TerminalBridge): GuestSearch {
  let search = searches.get(bridge);
  if (!search) searches.set(bridge, (search = new GuestSearch(bridge)));
  return search;
}
