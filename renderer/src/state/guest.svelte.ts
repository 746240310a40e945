import type {
  ErrorValue,
  EventPayload,
  Guest,
  ScannedToken,
  Source,
  TerminalBridge,
  TokenInput,
} from '../../../electron/contract';

export interface ShownGuest {
  customer: Guest;
  source: Source;
  ageMs: number;
  fetchedAt: string;
}

/** Why no guest is shown after a lookup: the refusal, and the card it was about (masked). */
export interface Refusal {
  error: ErrorValue;
  token?: ScannedToken;
}

/** A typed card number is not kept: the guest's cards come back with references to act on. */
function referenceOf(customer: Guest): TokenInput | undefined {
  const ref = customer.tokens.find((token) => token.ref !== undefined)?.ref;
  return ref === undefined ? undefined : { ref };
}

/**
 * The guest on screen. A lookup answered from the cache is replaced in place by the background
 * refresh (`customer` event, same customerGuid); a refusal of the card removes the guest.
 */
export class GuestState {
  shown = $state<ShownGuest | undefined>(undefined);
  refusal = $state<Refusal | undefined>(undefined);
  loading = $state(false);
  /** The token the guest was looked up with: holds act on it. */
  token = $state<TokenInput | undefined>(undefined);
  /** A card no guest has (refused as not found), offered as "new guest with this card"; the new-guest form takes it. */
  pendingCard = $state<ScannedToken | undefined>();
  #lookupSeq = 0;

  constructor(private readonly bridge: TerminalBridge) {}

  start(): () => void {
    return this.bridge.on('customer', (event) => this.onRefresh(event));
  }

  async lookup(token: TokenInput, scanned?: ScannedToken): Promise<void> {
    const seq = ++this.#lookupSeq;
    this.loading = true;
    const result = await this.bridge['customer.lookup']({ token });
    if (seq !== this.#lookupSeq) return; // a newer scan won
    this.loading = false;
    if (result.ok) {
      const { customer, source, ageMs, fetchedAt } = result.value;
      this.shown = { customer, source, ageMs, fetchedAt };
      this.refusal = undefined;
      this.token = 'ref' in token ? token : referenceOf(customer);
    } else {
      this.shown = undefined;
      this.token = undefined;
      this.refusal = { error: result.error, token: scanned };
    }
  }

  clear(): void {
    this.#lookupSeq++;
    this.shown = undefined;
    this.refusal = undefined;
    this.token = undefined;
    this.loading = false;
  }

  private onRefresh(event: EventPayload<'customer'>): void {
    const shown = this.shown;
    if (!shown) return;
    if (event.kind === 'guest') {
      if (event.customer.customerGuid !== shown.customer.customerGuid) return;
      this.shown = {
        customer: event.customer,
        source: event.source,
        ageMs: event.ageMs,
        fetchedAt: event.fetchedAt,
      };
    } else if (event.customerGuid === shown.customer.customerGuid) {
      this.shown = undefined;
      this.token = undefined;
      this.refusal = { error: event.error, token: event.token };
    }
  }
}
