import { randomBytes } from 'node:crypto';
import type { ScannedToken, TokenInput, TokenSource } from '../../../common/contract/index';
import { maskKey } from '../../offline';
import {
  CustomerTokenSchema,
  type CustomerToken,
  type ReturnedToken,
} from '../../../common/platform/schemas';
import { coreError } from '../errors';

/** A full token with how it came to the terminal (issue 40): payments follow that. */
export interface HeldToken {
  token: CustomerToken;
  source: TokenSource;
}

interface Held extends HeldToken {
  /** The guest the token was seen on, when known: a cached guest's masked token finds its ref by it. */
  customerGuid?: string;
}

const identity = (t: { type: string; entry: string; key: string }, source: TokenSource) =>
  `${source}|${t.type}|${t.entry}|${t.key}`;

/**
 * The full tokens the core has seen this launch (scans, guests it answered), each behind an
 * opaque reference that the renderer holds instead of the card number. In memory only, never
 * persisted; bounded, forgetting the least recently used (the cashier then scans the card again).
 * A reference remembers how its token came: one card swiped, typed and found by a search has
 * three references, so a reference from a search never passes for the card read at the till.
 */
export class TokenRefs {
  /** Insertion order is recency: a used entry is moved to the end, the first is evicted. */
  private readonly byRef = new Map<string, Held>();
  private readonly byToken = new Map<string, string>();
  /** The references of each guest's tokens, in the same order as in `byRef`. */
  private readonly byGuest = new Map<string, Set<string>>();

  constructor(private readonly capacity = 5_000) {}

  get size(): number {
    return this.byRef.size;
  }

  /** The reference of a full token come from `source` (the same while it is held), remembering it. */
  remember(token: CustomerToken, customerGuid?: string, source: TokenSource = 'found'): string {
    const id = identity(token, source);
    const existing = this.byToken.get(id);
    if (existing !== undefined) {
      const held = this.touch(existing)!;
      if (customerGuid !== undefined && held.customerGuid !== customerGuid) {
        this.leaveGuest(existing, held);
        held.customerGuid = customerGuid;
        this.joinGuest(existing, held);
      }
      return existing;
    }
    const ref = randomBytes(16).toString('base64url');
    const { type, entry, key } = token;
    const held = {
      token: { type, entry, key },
      source,
      ...(customerGuid !== undefined ? { customerGuid } : {}),
    };
    this.byRef.set(ref, held);
    this.joinGuest(ref, held);
    this.byToken.set(id, ref);
    this.evict();
    return ref;
  }

  /** A full token as the renderer may see it: masked, by its reference. */
  view(token: CustomerToken, customerGuid?: string, source: TokenSource = 'found'): ScannedToken {
    return {
      type: token.type,
      entry: token.entry,
      masked: maskKey(token.key),
      ref: this.remember(token, customerGuid, source),
    };
  }

  /**
   * A token the platform returned on a guest. Only one it would take back in a request (a type
   * and entry it documents) gets a reference.
   */
  rememberReturned(token: ReturnedToken, customerGuid: string): string | undefined {
    const parsed = CustomerTokenSchema.safeParse(token);
    return parsed.success ? this.remember(parsed.data, customerGuid) : undefined;
  }

  /** The full token behind a reference; undefined when never handed out or forgotten since. */
  resolve(ref: string): CustomerToken | undefined {
    return this.touch(ref)?.token;
  }

  /** The token a command was given: by reference (must still be held) or typed by the cashier. */
  tokenOf(input: TokenInput): CustomerToken {
    return this.held(input).token;
  }

  /** The token a command was given with how it came: a token sent in full counts as typed. */
  held(input: TokenInput): HeldToken {
    if (!('ref' in input)) return { token: input, source: 'typed' };
    const held = this.touch(input.ref);
    if (!held) throw coreError('tokenRefUnknown');
    return { token: held.token, source: held.source };
  }

  /**
   * The reference of a guest's token known only masked (the cache keeps no keys), if it was seen
   * on that guest: the least recently used of those that match, as a token found on the guest
   * (never the reference of the swipe it was seen by). Only that guest's tokens are read: a walk
   * of every held token grows with the launch and was a measurable part of a cached swipe (issue 27).
   */
  refFor(customerGuid: string, stored: { type: string; entry: string; key: string }): string | undefined {
    let seen: { ref: string; held: Held } | undefined;
    for (const ref of this.byGuest.get(customerGuid) ?? []) {
      const held = this.byRef.get(ref)!;
      const { token } = held;
      if (token.type === stored.type && token.entry === stored.entry && maskKey(token.key) === stored.key) {
        seen = { ref, held };
        break;
      }
    }
    if (seen === undefined || seen.held.source === 'found') return seen?.ref;
    return this.remember(seen.held.token, customerGuid, 'found');
  }

  /** Forgets a reference (a guest's PIN once its proof was used: issue 40 keeps no PIN). */
  forget(ref: string): void {
    const held = this.byRef.get(ref);
    if (!held) return;
    this.byRef.delete(ref);
    this.byToken.delete(identity(held.token, held.source));
    this.leaveGuest(ref, held);
  }

  private touch(ref: string): Held | undefined {
    const held = this.byRef.get(ref);
    if (!held) return undefined;
    this.byRef.delete(ref);
    this.byRef.set(ref, held);
    this.leaveGuest(ref, held);
    this.joinGuest(ref, held);
    return held;
  }

  private evict(): void {
    while (this.byRef.size > this.capacity) {
      const [oldest, held] = this.byRef.entries().next().value as [string, Held];
      this.byRef.delete(oldest);
      this.byToken.delete(identity(held.token, held.source));
      this.leaveGuest(oldest, held);
    }
  }

  /** Adds `ref` last among its guest's, as it is last in `byRef`. */
  private joinGuest(ref: string, held: Held): void {
    if (held.customerGuid === undefined) return;
    let refs = this.byGuest.get(held.customerGuid);
    if (!refs) {
      refs = new Set();
      this.byGuest.set(held.customerGuid, refs);
    }
    refs.add(ref);
  }

  private leaveGuest(ref: string, held: Held): void {
    if (held.customerGuid === undefined) return;
    const refs = this.byGuest.get(held.customerGuid);
    refs?.delete(ref);
    if (refs?.size === 0) this.byGuest.delete(held.customerGuid);
  }
}
