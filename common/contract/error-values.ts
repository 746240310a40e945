/**
 * Error values made by the program itself, free of zod (types only from errors.ts): the renderer's
 * first chunk answers CORE_UNREACHABLE and builds grant errors without the error schema (issue 27).
 */
import type { ErrorDetails } from './error-details';
import type { ErrorCode } from './error-codes';
import type { ErrorValue, ErrorValueOf, Message } from './errors';

/** The error value of a code with its message and details; details of none are left out. */
export function errorValueOf<C extends ErrorCode>(
  code: C,
  message: Message,
  details: ErrorDetails<C>,
): ErrorValueOf<C> {
  // The parameters' types tie the details to the code, as each member of the union does.
  return (details === undefined ? { code, message } : { code, message, details }) as ErrorValueOf<C>;
}

/** Shown when the UI loses its host; the renderer answers it itself, so its words live here. */
export const CORE_UNREACHABLE: ErrorValue = {
  code: 'coreUnreachable',
  message: {
    ru: 'Нет связи с ядром терминала. Перезапустите программу, если это не пройдёт',
    en: "The terminal's core cannot be reached. Restart the app if this persists",
  },
};
