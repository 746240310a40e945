import { randomBytes } from 'node:crypto';
import type { ScannedToken, TokenInput } from '../../common/contract/index';
import { maskKey } from '../offline';
import { CustomerTokenSchema, type CustomerToken, type ReturnedToken } from '../../common/platform/schemas';
import { coreError } from './errors';

interface Held {
  token: CustomerToken;
  /** The guest the token was seen on, when known: a cached guest's masked token finds its ref by it. */
  customerGuid?: string;
}

const identity = (t: { type: string; entry: string; key: string }) => `${t.type}|${t.entry}|${t.key}`;

/**
 * The full tokens the core has seen this launch (scans, guests it answered), each behind an
 * opaque reference that the renderer holds instead of the card number. In memory only, never
 * persisted; bounded, forgetting the least recently used (the cashier then scans the card again).
 */
export class TokenRefs {
  /** Insertion order is recency: a used entry is moved to the end, the first is evicted. */
  private readonly byRef = new Map<string, Held>();
  private readonly byToken = new Map<string, string>();

  constructor(private readonly capacity = 5_000) {}

  get size(): number {
    return this.byRef.size;
  }

  /** The reference of a full token (the same while it is held), remembering it. */
  remember(token: CustomerToken, customerGuid?: string): string {
    const id = identity(token);
    const existing = this.byToken.get(id);
    if (existing !== undefined) {
      const held = this.touch(existing)!;
      if (customerGuid !== undefined) held.customerGuid = customerGuid;
      return existing;
    }
    const ref = randomBytes(16).toString('base64url');
    const { type, entry, key } = token;
    this.byRef.set(ref, {
      token: { type, entry, key },
      ...(customerGuid !== undefined ? { customerGuid } : {}),
    });
    this.byToken.set(id, ref);
    this.evict();
    return ref;
  }

  /** A full token as the renderer may see it: masked, by its reference. */
  view(token: CustomerToken, customerGuid?: string): ScannedToken {
    return {
      type: token.type,
      entry: token.entry,
      masked: maskKey(token.key),
      ref: this.remember(token, customerGuid),
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
    if (!('ref' in input)) return input;
    const token = this.resolve(input.ref);
    if (!token) throw coreError('tokenRefUnknown');
    return token;
  }

  /**
   * The reference of a guest's token known only masked (the cache keeps no keys), if it was seen
   * on that guest. A linear walk: a few thousand entries, only for guests answered from the cache.
   */
  refFor(customerGuid: string, stored: { type: string; entry: string; key: string }): string | undefined {
    for (const [ref, held] of this.byRef) {
      const { token } = held;
      if (
        held.customerGuid === customerGuid &&
        token.type === stored.type &&
        token.entry === stored.entry &&
        maskKey(token.key) === stored.key
      )
        return ref;
    }
    return undefined;
  }

  private touch(ref: string): Held | undefined {
    const held = this.byRef.get(ref);
    if (!held) return undefined;
    this.byRef.delete(ref);
    this.byRef.set(ref, held);
    return held;
  }

  private evict(): void {
    while (this.byRef.size > this.capacity) {
      const [oldest, held] = this.byRef.entries().next().value as [string, Held];
      this.byRef.delete(oldest);
      this.byToken.delete(identity(held.token));
    }
  }
}
