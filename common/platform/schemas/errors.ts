import { z } from 'zod';

/** Business error body: status 400 (401 for authentication) with two strings. */
export const ErrorBodySchema = z.looseObject({ errorCode: z.string(), errorDescription: z.string() });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * The platform's errorCode values: those the interface names, plus those our server adds for cases
 * the interface leaves open. Not the terminal's own codes (ErrorCode of common/contract/index.ts).
 */
export const PLATFORM_ERROR_CODES = [
  'tokenNotFound',
  'tokenExpired',
  'insufficientFunds',
  'accountNotFound',
  'invalidRequest',
  'moduleNotFound',
  'objectNotFound',
  'transactionNotFound',
  'alreadyReversed',
  'unauthorized',
  'notFound',
  'payloadTooLarge',
  'internalError',
] as const;
export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number];
