import type { z } from 'zod';
import {
  commands,
  events,
  grantNeeded,
  guardOf,
  type CommandName,
  type ErrorValue,
  type EventName,
  type Result,
} from '../../common/contract/index';
import type { Admission, AdmittedCommand, CommandHandlers } from '../terminal/command-handlers';
import { CoreError, errorValue } from '../terminal/errors';

export interface DispatchLog {
  error(message: string): void;
}

/** The first problem of a failed parse as `path: message`, without echoing the value. */
function describeIssues(error: z.ZodError): { field: string; problem: string } {
  const issue = error.issues[0];
  if (!issue) return { field: 'input', problem: 'invalid' };
  const { path, message } = closestBranch(issue);
  return { field: path.length > 0 ? path.join('.') : 'input', problem: message };
}

/**
 * For a value that fits no branch of a union (a token: a reference or a typed token), the
 * problem of the branch it came closest to (fewest issues), so the cashier's UI can name the field.
 */
function closestBranch(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string } {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const branch = issue.errors.reduce((best, next) => (next.length < best.length ? next : best));
  const inner = branch[0];
  if (!inner) return issue;
  const found = closestBranch(inner);
  return { path: [...issue.path, ...found.path], message: found.message };
}

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(commands, name);
}

/** Takes a manager's `grant` off a command's input: it is the gate's, not the handler's. */
function takeGrant(raw: unknown): { grant?: unknown; rest: unknown } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !Object.hasOwn(raw, 'grant'))
    return { rest: raw };
  const { grant, ...rest } = raw as Record<string, unknown>;
  return { grant, rest };
}

/**
 * `dispatch` once the core's handlers are there: a host may listen while the core still opens
 * (core/cli/core.ts). Handlers given as they are are not awaited (a test's Proxy answers `then`).
 */
export async function dispatchWhenOpen(
  handlers: CommandHandlers | Promise<CommandHandlers>,
  name: string,
  raw: unknown,
  log: DispatchLog = console,
): Promise<Result<unknown>> {
  return dispatch(handlers instanceof Promise ? await handlers : handlers, name, raw, log);
}

/**
 * The single gate of both hosts: the input is parsed by the command's schema before the core
 * sees it, a command the contract guards needs a manager's grant (checked by the core's gate),
 * and the core's answer is parsed by the output schema before the caller sees it. Nothing thrown
 * escapes: every failure becomes an error value.
 */
export async function dispatch(
  handlers: CommandHandlers,
  name: string,
  raw: unknown,
  log: DispatchLog = console,
): Promise<Result<unknown>> {
  if (!isCommandName(name))
    return { ok: false, error: errorValue('unknownCommand', { command: name.slice(0, 64) }) };
  const contract = commands[name];
  const { grant, rest } = takeGrant(raw);
  if (grant !== undefined && typeof grant !== 'string')
    return { ok: false, error: errorValue('invalidInput', { field: 'grant', problem: 'must be a string' }) };
  const input = contract.input.safeParse(rest === undefined ? {} : rest);
  if (!input.success) {
    const issue = describeIssues(input.error);
    if (guardOf(name) !== undefined) handlers.gate?.rejected(name, issue.field);
    return { ok: false, error: errorValue('invalidInput', issue) };
  }

  let admitted: AdmittedCommand | undefined;
  let answer: unknown;
  try {
    // Every grant sent is checked, also with a command that needs none: a spent or made-up grant
    // is refused, and a money command learns whose grant waives its guards (issue 40).
    if (grantNeeded(guardOf(name), input.data) || grant !== undefined) {
      if (!handlers.gate) return { ok: false, error: errorValue('grantRequired', { command: name }) };
      admitted = handlers.gate.admit(name, input.data, grant);
    }
    const handler = handlers[name] as (input: unknown, admission?: Admission) => Promise<unknown>;
    answer = await handler.call(handlers, input.data, admitted);
  } catch (error) {
    if (error instanceof CoreError) {
      admitted?.failed(error.value.code);
      return { ok: false, error: error.value };
    }
    admitted?.failed('internalError');
    // Only the error's class: platform messages may name a card number.
    log.error(`core: ${name} failed with ${error instanceof Error ? error.name : typeof error}`);
    return { ok: false, error: errorValue('internalError') };
  }

  const output = contract.output.safeParse(answer);
  if (!output.success) {
    const { field, problem } = describeIssues(output.error);
    log.error(`core: ${name} answered outside its contract at ${field}: ${problem}`);
    admitted?.failed('internalError');
    return { ok: false, error: errorValue('internalError') };
  }
  admitted?.done(output.data);
  return { ok: true, value: output.data };
}

/** HTTP status for an error value: the request's own faults are 4xx, the rest 422 or 500. */
export function httpStatusOf(error: ErrorValue): number {
  switch (error.code) {
    case 'invalidInput':
      return 400;
    case 'unauthorized':
      return 401;
    case 'grantRequired':
    case 'grantExpired':
    case 'grantUsed':
    case 'grantUnknown':
    case 'grantOtherLaunch':
    case 'grantOtherAction':
    case 'pinWrong':
    case 'pinLocked':
    case 'cashierRequired':
      return 403;
    case 'forbiddenOrigin':
      return 403;
    case 'unknownCommand':
    case 'notFound':
    case 'holdNotFound':
    case 'shiftNotFound':
      return 404;
    case 'holdStateConflict':
    case 'holdOutcomeUnknown':
    case 'reversalPending':
    case 'shiftAlreadyOpen':
    case 'shiftHoldsWait':
      return 409;
    case 'payloadTooLarge':
      return 413;
    case 'internalError':
      return 500;
    case 'diskFull':
      return 507;
    case 'coreUnreachable':
      return 503;
    default:
      return 422;
  }
}

/** Events go through their schema too before leaving the process; a bad one is dropped and logged. */
export function checkEvent(name: EventName, payload: unknown, log: DispatchLog = console): unknown {
  const parsed = events[name].safeParse(payload);
  if (parsed.success) return parsed.data;
  const { field, problem } = describeIssues(parsed.error);
  log.error(`core: event ${name} dropped, outside its contract at ${field}: ${problem}`);
  return undefined;
}
