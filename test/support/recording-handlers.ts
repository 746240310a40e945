import type { CommandHandlers } from '../../core/terminal/command-handlers';

/**
 * A handler map for testing the hosts: records every call that reaches the core and answers
 * with the given function; a command without one throws (which the dispatcher must contain).
 */
export function recordingHandlers(answers: Partial<Record<string, (input: unknown) => Promise<unknown>>>) {
  const calls: { name: string; input: unknown }[] = [];
  const handlers = new Proxy({} as CommandHandlers, {
    get: (_target, name: string) => async (input: unknown) => {
      calls.push({ name, input });
      const answer = answers[name];
      if (!answer) throw new Error(`no handler for ${name}`);
      return answer(input);
    },
  });
  return { handlers, calls };
}

export function quietLog() {
  const lines: string[] = [];
  return { lines, error: (line: string) => void lines.push(line) };
}
