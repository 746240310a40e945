import type {
  CommandOutput,
  Guest,
  ParsedInput,
  ScanEvent,
  ScanWithGuest,
} from '../../../common/contract/index';
import { maskKey } from '../../offline';
import { BusinessError } from '../../platform/errors';
import { customerInCents, type InCents } from '../../platform/in-cents';
import type { CrmCustomer, FilteredCustomer } from '../../../common/platform/schemas';
import type { SavedGuest } from '../../offline';
import type { CoreContext } from '../context';
import type { HeldToken } from './token-refs';
import { coreError, errorValue } from '../errors';
import { withBlockedFlag } from './guest-blocked';
import {
  cacheMayAnswer,
  platformAnswered,
  platformErrorValue,
  toCoreError,
} from '../platform-link/platform-errors';
import type { PendingIndex } from '../holds/pending-index';
import type { ClassifyRules } from '../../../common/scanner/rules';
import { newGuestRequest, noticeTexts, refusedField, TOKEN_TAKEN } from './new-guest-request';
import { ageOf } from '../read-through';
import { guestView } from './guest-views';

/** What the guest commands use of the core. */
export type GuestContext = Pick<
  CoreContext,
  'cache' | 'connectivity' | 'consent' | 'events' | 'live' | 'now' | 'pending' | 'refreshBehind' | 'tokens'
>;

/** A guest's view with their consent as this till recorded it (issue 43). */
function withConsent(ctx: GuestContext, guest: Guest): Guest {
  const consent = ctx.consent.stateOf(guest.customerGuid);
  return consent === undefined ? guest : { ...guest, consent };
}

type LookupAnswer = CommandOutput<'guest.lookup'>;

/** A guest the platform just answered: its tokens are remembered and shown by reference. */
function liveGuest(
  ctx: GuestContext,
  guest: InCents<CrmCustomer | FilteredCustomer>,
  pending: PendingIndex,
): Guest {
  const guid = guest.customerGuid;
  return withConsent(
    ctx,
    guestView(
      guest,
      pending,
      (t) => ({ masked: maskKey(t.key), ref: ctx.tokens.rememberReturned(t, guid) }),
      ctx.now(),
    ),
  );
}

/** A cached guest (its keys stored masked): a token has a reference when it was seen this launch. */
function cachedGuest(ctx: GuestContext, guest: SavedGuest, now: number): Guest {
  const guid = guest.customerGuid;
  return withConsent(
    ctx,
    guestView(guest, ctx.pending(), (t) => ({ masked: t.key, ref: ctx.tokens.refFor(guid, t) }), now),
  );
}

/**
 * Asks the platform for the guest of a token, with its blocked flag (guest-blocked.ts); the
 * answer goes into the cache and out as `live`.
 */
export async function liveLookup(ctx: GuestContext, { token, source }: HeldToken): Promise<LookupAnswer> {
  const answer = await ctx.live((client, options) => client.customerInfo(token, options));
  const guest = customerInCents(await withBlockedFlag(ctx, answer));
  // Dated as the cache dates this copy, so that the cache's next answer (a hold queued since,
  // offline) is not taken for an older one by the screen (issue 41).
  const fetchedAt = ctx.cache.putGuest(guest, { via: token, now: ctx.now() });
  ctx.tokens.remember(token, guest.customerGuid, source);
  return {
    guest: liveGuest(ctx, guest, ctx.pending()),
    source: 'live',
    ...ageOf(fetchedAt, fetchedAt),
  };
}

/**
 * The guest of a token. Cached: answered at once from the cache (with its age) while the platform
 * is asked in the background; its answer is pushed as a `guest` event. Offline: the cache only.
 * Not cached: the platform's answer, however long it takes (up to the request time-out).
 */
export async function lookupGuest(
  ctx: GuestContext,
  input: ParsedInput<'guest.lookup'>,
): Promise<LookupAnswer> {
  const held = ctx.tokens.held(input.token);
  const cached = cachedLookup(ctx, held);
  if (cached) return cached;
  if (ctx.connectivity.state === 'offline') throw coreError('notInCache');
  try {
    return await liveLookup(ctx, held);
  } catch (error) {
    if (cacheMayAnswer(error) && !platformAnswered(error)) throw coreError('notInCache');
    throw toCoreError(error);
  }
}

/**
 * The guest of a token from the cache, at once, with the platform asked in the background once
 * lookups pause (`refreshBehind`; its answer pushed as a `guest` event) unless offline;
 * undefined when the cache does not know it.
 */
export function cachedLookup(ctx: GuestContext, held: HeldToken): LookupAnswer | undefined {
  const now = ctx.now();
  const cached = ctx.cache.lookup(held.token, now);
  if (!cached) return undefined;
  const guid = cached.guest.customerGuid;
  ctx.tokens.remember(held.token, guid, held.source);
  if (ctx.connectivity.state !== 'offline')
    ctx.refreshBehind(guid, () => refreshInBackground(ctx, held, guid));
  return {
    guest: cachedGuest(ctx, cached.guest, now),
    source: 'cache',
    ...ageOf(cached.fetchedAt, now),
  };
}

/** A scanned card with its guest when the cache knows it (one crossing from swipe to guest, issue 17). */
export function withCachedGuest(ctx: GuestContext, scan: ScanEvent): ScanWithGuest {
  if (scan.kind !== 'token') return scan;
  const guest = cachedLookup(ctx, ctx.tokens.held({ ref: scan.token.ref }));
  return guest ? { ...scan, guest } : scan;
}

/**
 * Asks the platform for a guest just answered from the cache and pushes what it says: the live
 * guest, or its refusal of the card (which outranks what the cache remembers). A card that now
 * belongs to another guest is first refused for the cached one, so the UI drops it before
 * anything is done with the card on that guest's screen. A failure to reach the platform changes
 * nothing: the cached answer stands and the connectivity monitor has been told.
 */
function refreshInBackground(ctx: GuestContext, held: HeldToken, customerGuid: string): void {
  const { token, source } = held;
  liveLookup(ctx, held).then(
    (answer) => {
      if (answer.guest.customerGuid !== customerGuid) {
        ctx.events.emit('guest', {
          kind: 'refused',
          customerGuid,
          token: ctx.tokens.view(token, undefined, source),
          error: errorValue('cardReassigned'),
        });
      }
      ctx.events.emit('guest', { kind: 'guest', ...answer });
    },
    (error: unknown) => {
      if (!(error instanceof BusinessError)) return;
      ctx.events.emit('guest', {
        kind: 'refused',
        customerGuid,
        token: ctx.tokens.view(token, customerGuid, source),
        error: platformErrorValue(error),
      });
    },
  );
}

type SearchAnswer = CommandOutput<'guest.search'>;

/** Search during an outage: the saved guests, each with the age of its copy (guest-search-index.ts). */
function savedSearch(ctx: GuestContext, text: string, limit: number): SearchAnswer {
  const now = ctx.now();
  const found = ctx.cache.search(text, limit);
  return {
    guests: found.map(({ guest }) => cachedGuest(ctx, guest, now)),
    source: 'cache',
    saved: Object.fromEntries(found.map((g) => [g.guest.customerGuid, ageOf(g.fetchedAt, now)])),
  };
}

/** The platform's search; offline, or when it cannot be reached, the saved guests'. */
export async function searchGuests(
  ctx: GuestContext,
  { text, limit }: ParsedInput<'guest.search'>,
): Promise<SearchAnswer> {
  if (ctx.connectivity.state === 'offline') return savedSearch(ctx, text, limit ?? 20);
  try {
    const answer = await ctx.live((client, options) =>
      client.searchToShow({ search: text, limit: limit ?? 20 }, options),
    );
    const guests = answer.customers.map((guest) => customerInCents(guest));
    const now = ctx.now();
    for (const guest of guests) ctx.cache.putGuest(guest, { now });
    const pending = ctx.pending();
    return {
      guests: guests.map((g) => liveGuest(ctx, g, pending)),
      source: 'live',
      ...(answer.unreadable > 0 ? { unreadable: answer.unreadable } : {}),
    };
  } catch (error) {
    if (cacheMayAnswer(error) && !platformAnswered(error)) return savedSearch(ctx, text, limit ?? 20);
    throw toCoreError(error);
  }
}

/**
 * A new guest (issue 43): refused without the guest's consent before anything reaches the
 * platform (consent/consent-ledger.ts); created with their profile, contacts, tokens and PIN; the
 * consent recorded once the platform has the guest. The PIN goes to the platform only.
 */
export async function createGuest(
  ctx: GuestContext,
  input: ParsedInput<'guest.create'>,
  enrolment: { rules: ClassifyRules; cashier: string },
): Promise<CommandOutput<'guest.create'>> {
  const consent = ctx.consent.check(input.consent);
  if (ctx.connectivity.state === 'offline') throw coreError('platformUnavailable');
  const tokens = input.tokens.map((t) => ctx.tokens.tokenOf(t));
  const { request, fields } = newGuestRequest(input, tokens, enrolment.rules);
  try {
    const created = await ctx.live((client, options) => client.createCustomer(request, options));
    // createCustomer answers with empty token objects: the tokens sent are the guest's tokens.
    // A guest just created is not blocked unless the platform says so.
    const guest = customerInCents<CrmCustomer>({
      blocked: false,
      ...created.customer,
      tokens: request.tokens,
    });
    ctx.consent.record(guest.customerGuid, consent, enrolment.cashier);
    ctx.cache.putGuest(guest, { now: ctx.now() });
    const notices = noticeTexts(created.notices);
    return {
      guest: liveGuest(ctx, guest, ctx.pending()),
      ...(notices.length > 0 ? { notices } : {}),
    };
  } catch (error) {
    // The platform's 400 invalidRequest here means it will not create this guest (most often a
    // token already bound to another guest); its text names the card, so only the field goes on.
    if (error instanceof BusinessError && error.code === 'invalidRequest') {
      const field = refusedField(error.description, fields);
      if (field) throw coreError('invalidInput', { field, problem: TOKEN_TAKEN });
      throw coreError('platformRefused');
    }
    throw toCoreError(error);
  }
}
