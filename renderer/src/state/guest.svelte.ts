import type {
  Connectivity,
  ErrorCode,
  ErrorValue,
  EventPayload,
  Guest,
  GuestAnswer,
  HoldView,
  Result,
  ScannedToken,
  Source,
  TerminalBridge,
  TokenInput,
} from '../../../common/contract/index';
import { newestOf } from './newest-answer';
import { contextPiece } from '../context-piece';

export interface ShownGuest {
  guest: Guest;
  source: Source;
  /** How old the answer was when it arrived (0 for live answers). */
  ageMs: number;
  fetchedAt: string;
  /** When the answer arrived (Date.now()): the age shown keeps growing from here. */
  receivedAt: number;
}

/** Why no guest is shown after a lookup: the refusal, and the card it was about (masked). */
export interface Refusal {
  error: ErrorValue;
  token?: ScannedToken;
  /** The guest that was on screen and was removed by this refusal (the background refresh). */
  removed?: Guest;
}

/** The platform's refusals of a card: they remove the guest shown (other failures leave it). */
const CARD_REFUSALS = [
  'tokenNotFound',
  'tokenExpired',
  'cardReassigned',
] as const satisfies readonly ErrorCode[];

function refusesCard(code: ErrorCode): boolean {
  return (CARD_REFUSALS as readonly ErrorCode[]).includes(code);
}

function sameToken(a: TokenInput, b: TokenInput | undefined): boolean {
  if (b === undefined) return false;
  if ('ref' in a || 'ref' in b) return 'ref' in a && 'ref' in b && a.ref === b.ref;
  return a.type === b.type && a.entry === b.entry && a.key === b.key;
}

/** A typed card number is not kept: the guest's cards come back with references to act on. */
function referenceOf(guest: Guest): TokenInput | undefined {
  const ref = guest.tokens.find((token) => token.ref !== undefined)?.ref;
  return ref === undefined ? undefined : { ref };
}

type GuestEvent = EventPayload<'guest'>;

/** How many of the last `guest` events are kept, to be weighed against answers they overtook. */
const KEPT_EVENTS = 16;

/**
 * The guest on screen. A new lookup removes the guest shown at once (no action may reach the
 * previous guest while the next one loads). A lookup answered from the cache is replaced in place
 * by the background refresh (`guest` event, same customerGuid); a refusal of the card removes
 * the guest and says why. Whatever order answers arrive in, the one fetched last is shown
 * (`newestOf`): an event that overtakes the lookup's own answer is kept and weighed against it.
 */
export class GuestState {
  /**
   * The answer about the guest on screen (none while none is shown). Replaced whole, never
   * changed in place: raw, so a swipe does not wrap the guest's accounts, balances and cards in
   * reactive proxies that every read of the card then goes through.
   */
  answer = $state.raw<ShownGuest | undefined>(undefined);
  refusal = $state<Refusal | undefined>(undefined);
  loading = $state(false);
  /** The token the guest was looked up with: holds act on it. */
  token = $state<TokenInput | undefined>(undefined);
  /** A card no guest has (refused as not found), offered as "new guest with this card"; the new-guest form takes it. */
  pendingCard = $state<ScannedToken | undefined>();
  #lookupSeq = 0;
  /** The last `guest` events with their sequence numbers (see `eventMark`). */
  #events: { seq: number; event: GuestEvent }[] = [];
  #eventSeq = 0;
  #connectivity: Connectivity | undefined;

  constructor(
    private readonly bridge: TerminalBridge,
    private readonly now: () => number = Date.now,
  ) {}

  start(): () => void {
    const stops = [
      this.bridge.on('guest', (event) => this.onRefresh(event)),
      this.bridge.on('status', (status) => this.#onConnectivity(status.connectivity)),
      this.bridge.on('queue', ({ hold }) => this.#onHoldChanged(hold)),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /**
   * The platform is back: a guest shown from the saved copy is read again. The core's background
   * refresh ran when the copy was shown and could not reach the platform then; nothing else would
   * replace the copy until the card is scanned again.
   */
  #onConnectivity(connectivity: Connectivity): void {
    const back =
      connectivity === 'online' && this.#connectivity !== undefined && this.#connectivity !== 'online';
    this.#connectivity = connectivity;
    if (back && this.answer?.source === 'cache') void this.refresh();
  }

  /**
   * A hold of the guest on screen moved (the queue sent it, the platform refused it, an unknown
   * outcome settled, a cancellation went through): what the guest can spend and what waits for
   * them changed, so the guest is read again. Without this the figures of a payment queued
   * offline and refused when the platform came back stayed on screen as if it still waited.
   * `sending` changes nothing the screen shows.
   */
  #onHoldChanged(hold: HoldView): void {
    if (!this.answer || hold.customerGuid !== this.answer.guest.customerGuid) return;
    if (hold.state === 'sending') return;
    void this.refresh();
  }

  /** How many `guest` events have arrived: a request started now may be overtaken by the next ones. */
  eventMark(): number {
    return this.#eventSeq;
  }

  /**
   * The guest of a token. The guest shown looked up again with its own token is refreshed in place.
   * `answered`: the core answered it already (a scan's cached guest), no lookup is made; `since`: the
   * `eventMark()` when that request left, so events that overtook its answer are weighed against it.
   */
  async lookup(
    token: TokenInput,
    scanned?: ScannedToken,
    answered?: GuestAnswer,
    since = this.#eventSeq,
  ): Promise<void> {
    if (this.answer && sameToken(token, this.token)) {
      if (!answered) return this.refresh();
      this.#offer(answered);
      return;
    }
    const seq = ++this.#lookupSeq;
    this.answer = undefined;
    this.refusal = undefined;
    this.token = undefined;
    let result: Result<GuestAnswer>;
    if (answered) result = { ok: true, value: answered };
    else {
      this.loading = true;
      result = await this.bridge['guest.lookup']({ token });
      if (seq !== this.#lookupSeq) return; // a newer scan won, or the guest was closed
    }
    this.loading = false;
    if (result.ok) {
      this.answer = this.#show(result.value);
      this.token = 'ref' in token ? token : referenceOf(result.value.guest);
      for (const kept of this.#events) if (kept.seq > since) this.#apply(kept.event);
    } else {
      this.refusal = { error: result.error, ...(scanned ? { token: scanned } : {}) };
    }
  }

  /**
   * Reads the guest on screen again (balances moved after a hold): it stays shown while the read
   * runs and is replaced in place; a refusal of the card removes it, any other failure leaves it.
   */
  async refresh(): Promise<void> {
    const { answer, token } = this;
    if (!answer || !token) return;
    const seq = ++this.#lookupSeq;
    const result = await this.bridge['guest.lookup']({ token });
    if (seq !== this.#lookupSeq) return;
    if (result.ok) this.#offer(result.value);
    else if (refusesCard(result.error.code)) this.#remove(answer.guest, result.error);
  }

  clear(): void {
    this.#lookupSeq++;
    this.answer = undefined;
    this.refusal = undefined;
    this.token = undefined;
    this.loading = false;
  }

  /** The refused card (a scan no guest has) goes to the new-guest form; undefined if there is none. */
  offerNewGuest(): ScannedToken | undefined {
    const card = this.refusal?.error.code === 'tokenNotFound' ? this.refusal.token : undefined;
    if (card) this.pendingCard = card;
    return card;
  }

  /** An answer about the guest shown: it replaces it only when fetched no earlier. */
  #offer(answer: GuestAnswer): void {
    const shown = this.answer;
    if (!shown) return;
    const newest = newestOf<GuestAnswer>(shown, answer);
    if (newest !== shown) this.answer = this.#show(newest);
  }

  #show(answer: GuestAnswer): ShownGuest {
    const { guest, source, ageMs, fetchedAt } = answer;
    return { guest, source, ageMs, fetchedAt, receivedAt: this.now() };
  }

  private onRefresh(event: GuestEvent): void {
    this.#events.push({ seq: ++this.#eventSeq, event });
    if (this.#events.length > KEPT_EVENTS) this.#events.shift();
    this.#apply(event);
  }

  #apply(event: GuestEvent): void {
    const shown = this.answer;
    if (!shown) return;
    if (event.kind === 'guest') {
      if (event.guest.customerGuid !== shown.guest.customerGuid) return;
      this.#offer(event);
    } else if (event.customerGuid === shown.guest.customerGuid) {
      this.#lookupSeq++;
      this.#remove(shown.guest, event.error, event.token);
    }
  }

  #remove(removed: Guest, error: ErrorValue, token?: ScannedToken): void {
    this.answer = undefined;
    this.token = undefined;
    this.refusal = { error, removed, ...(token ? { token } : {}) };
  }
}

/** The guest on screen. */
export const [useGuest, guestEntry] = contextPiece<GuestState>('guest');
