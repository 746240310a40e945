/** Errors: values with a code and a message a cashier can read in both UI languages. */
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { errorDetailsSchema } from './error-details';

export { ERROR_CODES, ErrorCodeSchema, type ErrorCode } from './error-codes';

export const MessageSchema = z.object({ ru: z.string(), en: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** An error of one code: its message, and its details typed by the code (error-details.ts). */
function errorValueSchemaOf<C extends ErrorCode>(code: C) {
  return z.object({ code: z.literal(code), message: MessageSchema, details: errorDetailsSchema(code) });
}
type ErrorValueSchemaOf<C extends ErrorCode> = ReturnType<typeof errorValueSchemaOf<C>>;
type AnyErrorValueSchema = { [C in ErrorCode]: ErrorValueSchemaOf<C> }[ErrorCode];

/** `{code, message, details?}`: details of another shape than its code's are refused. */
export const ErrorValueSchema = z.discriminatedUnion(
  'code',
  // One member per code, in the codes' order (map cannot keep the tuple's type).
  ERROR_CODES.map(errorValueSchemaOf) as unknown as [AnyErrorValueSchema, ...AnyErrorValueSchema[]],
);
export type ErrorValue = z.infer<typeof ErrorValueSchema>;
export type ErrorValueOf<C extends ErrorCode> = Extract<ErrorValue, { code: C }>;

/** What every command answers, whichever host carries it. */
export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorValue };
