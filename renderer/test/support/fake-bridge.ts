import { vi } from 'vitest';
import {
  COMMAND_NAMES,
  errorValueOf,
  type CommandInput,
  type CommandName,
  type CommandOutput,
  type ErrorCode,
  type ErrorDetails,
  type ErrorValue,
  type ErrorValueOf,
  type EventName,
  type EventPayload,
  type Result,
  type TerminalBridge,
} from '../../../common/contract/index';

type Answer<K extends CommandName> =
  | Result<CommandOutput<K>>
  | ((input: CommandInput<K>) => Result<CommandOutput<K>> | Promise<Result<CommandOutput<K>>>);

/**
 * A TerminalBridge for component tests: every command is a vi.fn answering what the test set
 * with `answer()` (or `notFound` when nothing was set); `emit()` pushes an event to listeners.
 */
export class FakeBridge {
  readonly answers = new Map<CommandName, Answer<CommandName>>();
  readonly listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  readonly bridge: TerminalBridge;
  readonly calls: { [K in CommandName]: ReturnType<typeof vi.fn> };
  /** What the screens asked to print (answers `printed`, `saved` for a PDF). */
  readonly print = vi.fn(async (target: 'printer' | 'pdf') => (target === 'pdf' ? 'saved' : 'printed'));

  constructor() {
    const calls = {} as Record<CommandName, ReturnType<typeof vi.fn>>;
    for (const name of COMMAND_NAMES) {
      calls[name] = vi.fn(async (input: unknown) => {
        const answer = this.answers.get(name);
        if (answer === undefined) return { ok: false, error: fakeError('notFound') };
        return typeof answer === 'function' ? answer(input as never) : answer;
      });
    }
    this.calls = calls;
    const on = <K extends EventName>(event: K, listener: (payload: EventPayload<K>) => void) => {
      const set = this.listeners.get(event) ?? new Set();
      this.listeners.set(event, set);
      set.add(listener as (payload: unknown) => void);
      return () => void set.delete(listener as (payload: unknown) => void);
    };
    this.bridge = { ...calls, on, print: this.print } as unknown as TerminalBridge;
  }

  answer<K extends CommandName>(name: K, answer: Answer<K>): this {
    this.answers.set(name, answer as unknown as Answer<CommandName>);
    return this;
  }

  ok<K extends CommandName>(name: K, value: CommandOutput<K>): this {
    return this.answer(name, { ok: true, value });
  }

  fail<K extends CommandName>(name: K, error: ErrorValue): this {
    return this.answer(name, { ok: false, error });
  }

  emit<K extends EventName>(event: K, payload: EventPayload<K>): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

/**
 * An error of `code` with its details as the contract types them. A test that does not read them
 * may leave them out, even for a code whose details the core always sends.
 */
export function fakeError<C extends ErrorCode>(code: C, details?: ErrorDetails<C>): ErrorValueOf<C> {
  return errorValueOf(code, { ru: `ошибка ${code}`, en: `error ${code}` }, details as ErrorDetails<C>);
}
