import type { ZodError } from 'zod';
import type { PlatformErrorCode } from '../../common/platform/schemas';

/**
 * A refusal the server means to give: the error handler turns it into
 * `{errorCode, errorDescription}` with this HTTP status. Anything else thrown is a fault (500).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: PlatformErrorCode | string;
  readonly errorDescription: string;

  constructor(status: number, errorCode: PlatformErrorCode | string, errorDescription: string) {
    super(errorDescription);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.errorDescription = errorDescription;
  }
}

/** `['customers', 3, 'accounts', 0, 'available']` -> `customers[3].accounts[0].available`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

/** The first problem of a zod error as one line that names the field: `amount: expected number`. */
export function describeZodError(error: ZodError, pathPrefix: readonly PropertyKey[] = []): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid value';
  const where = formatPath([...pathPrefix, ...issue.path]);
  return where === '' ? issue.message : `${where}: ${issue.message}`;
}

/** 400 invalidRequest naming the offending field (from a zod error) or saying what is wrong. */
export function invalidRequest(problem: ZodError | string): ApiError {
  const description = typeof problem === 'string' ? problem : describeZodError(problem);
  return new ApiError(400, 'invalidRequest', description);
}
