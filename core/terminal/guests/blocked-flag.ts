/**
 * A guest's `blocked` flag as a platform answer or the cache carries it (undefined: not there);
 * guest-blocked.ts learns it. Its own file: guest-views.ts reads it without the core's context. */
export function blockedFlagOf(guest: object): boolean | undefined {
  const flag = (guest as { blocked?: unknown }).blocked;
  return typeof flag === 'boolean' ? flag : undefined;
}
