import type { Source } from '../../common/contract/index';
import type { Cached } from '../offline';
import type { CoreContext } from './context';
import { coreError } from './errors';
import { cacheMayAnswer, toCoreError } from './platform-link/platform-errors';

export type Fresh<T> = T & { source: Source; ageMs: number; fetchedAt: string };

const iso = (ms: number) => new Date(ms).toISOString();

export function ageOf(fetchedAt: number, now: number): { ageMs: number; fetchedAt: string } {
  return { ageMs: Math.max(0, Math.round(now - fetchedAt)), fetchedAt: iso(fetchedAt) };
}

export interface ReadThrough<L, C, Out> {
  /** Asks the platform (through ctx.live). */
  fetch: () => Promise<L>;
  /** Stores the live answer in the cache. */
  remember: (value: L, now: number) => void;
  cached: () => Cached<C> | undefined;
  fromLive: (value: L) => Out;
  fromCache: (value: C) => Out;
}

/**
 * Live first; the cache answers (with its age) when the platform is known to be offline or the
 * call fails in a way that is not the platform's own refusal. No cache and no platform:
 * platformUnavailable.
 */
export async function readThrough<L, C, Out extends object>(
  ctx: Pick<CoreContext, 'connectivity' | 'live' | 'now'>,
  read: ReadThrough<L, C, Out>,
): Promise<Fresh<Out>> {
  const fromCache = (): Fresh<Out> | undefined => {
    const cached = read.cached();
    return (
      cached && { ...read.fromCache(cached.value), source: 'cache', ...ageOf(cached.fetchedAt, ctx.now()) }
    );
  };
  if (ctx.connectivity.state === 'offline') {
    const answer = fromCache();
    if (answer) return answer;
    throw coreError('platformUnavailable');
  }
  try {
    const value = await read.fetch();
    const now = ctx.now();
    read.remember(value, now);
    return { ...read.fromLive(value), source: 'live', ...ageOf(now, now) };
  } catch (error) {
    const answer = cacheMayAnswer(error) ? fromCache() : undefined;
    if (answer) return answer;
    throw toCoreError(error);
  }
}
