import type { Source } from '../../../common/contract/index';

/** An answer of the core stamped with when the core fetched it from the platform. */
export interface Stamped {
  source: Source;
  fetchedAt: string;
}

function stampOf(answer: Stamped): number {
  const at = Date.parse(answer.fetchedAt);
  return Number.isFinite(at) ? at : -Infinity;
}

/**
 * Which of two answers about the same thing the screen shows: the one fetched last, whatever the
 * order they arrived in. Two answers of one fetch (a live answer and the saved copy of it, read
 * again later) hold the same platform data: the later view wins (it counts the queue as it is
 * now), still marked live when either was live, so a saved copy never hides a live answer.
 */
export function newestOf<T extends Stamped>(current: T | undefined, candidate: T): T {
  if (current === undefined) return candidate;
  const [was, is] = [stampOf(current), stampOf(candidate)];
  if (is > was) return candidate;
  if (is < was) return current;
  return current.source === 'live' ? { ...candidate, source: 'live' } : candidate;
}
