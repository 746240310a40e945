import type { CommandName, Result, TerminalBridge } from '../../../common/contract/index';

/** What every start reads first: the settings, the staff (the first usable frame waits on both), the status, the hold notices. */
export const FIRST_READS = [
  'settings.get',
  'staff.status',
  'status',
  'notices.list',
] as const satisfies readonly CommandName[];

/** How long after it came an early answer may still stand for the first read: then it is asked anew. */
export const EARLY_ANSWER_KEPT_MS = 1_000;

/**
 * Sends the first reads at once, before the page is built (its effects would ask only once the
 * whole frame is mounted, well after the page's scripts run), and answers each one's first read, without
 * input, with that early answer while it is fresh. Every other call goes to the bridge as it is.
 */
export function sendFirstReads(bridge: TerminalBridge): TerminalBridge {
  const early = new Map<CommandName, Promise<Result<unknown>>>();
  const reads: Partial<Record<CommandName, (input: unknown) => Promise<Result<unknown>>>> = {};
  for (const name of FIRST_READS) {
    const read = bridge[name] as ((input: unknown) => Promise<Result<unknown>>) | undefined;
    if (typeof read !== 'function') continue;
    const answer = read({});
    early.set(name, answer);
    void answer.then(() => setTimeout(() => early.delete(name), EARLY_ANSWER_KEPT_MS));
    reads[name] = (input) => {
      const waiting = isEmpty(input) ? early.get(name) : undefined;
      early.delete(name);
      return waiting ?? read(input);
    };
  }
  return { ...bridge, ...reads } as TerminalBridge;
}

function isEmpty(input: unknown): boolean {
  return (
    input === undefined || (typeof input === 'object' && input !== null && Object.keys(input).length === 0)
  );
}
