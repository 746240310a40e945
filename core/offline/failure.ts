import { isPlatformError, type NetworkError } from '../platform/errors';
import { PLATFORM_BUSINESS_CODES, type FailureCode } from './hold-notes';

/**
 * What a failed call means for a hold. business: the platform refused it (never applied).
 * notApplied: it certainly never reached the platform, send again later. unknown: it may have
 * been applied; only the operation history can tell.
 */
export interface Failure {
  class: 'business' | 'notApplied' | 'unknown';
  code: FailureCode;
  message: string;
  /**
   * The platform (or a proxy before it) turned the request away without a business answer: 401
   * (`auth`) or another 4xx (`client`), which sending again is unlikely to change. Never set for
   * network failures, 408 or 429, which pass.
   */
  refusal?: 'auth' | 'client';
}

/** 4xx statuses that say "not now" rather than "not this": they never count as refusals. */
const TRANSIENT_STATUSES = new Set([408, 429]);

export function classifyFailure(error: unknown): Failure {
  if (!isPlatformError(error)) {
    // Not one of the client's errors: nothing proves the request did not leave, so assume it may have.
    return {
      class: 'unknown',
      code: 'unexpected',
      message: error instanceof Error ? error.message : String(error),
    };
  }
  if (error.kind === 'business') {
    return {
      class: 'business',
      code: businessCode((error as { code?: string }).code),
      message: error.message,
    };
  }
  const failure: Failure = {
    class: error.outcome === 'unknown' ? 'unknown' : 'notApplied',
    code: error.kind === 'auth' ? 'auth' : 'protocol',
    message: error.message,
  };
  if (error.kind === 'auth') failure.refusal = 'auth';
  if (error.kind === 'network') failure.code = `network:${(error as NetworkError).reason}`;
  else if ('status' in error && typeof error.status === 'number') {
    failure.code = `server:${error.status}`;
    if (error.status >= 400 && error.status < 500 && !TRANSIENT_STATUSES.has(error.status)) {
      failure.refusal = error.status === 401 ? 'auth' : 'client';
    }
  }
  return failure;
}

/** A business code the terminal has a text for stays as it is; another is kept as `business:<code>`. */
function businessCode(code: string | undefined): FailureCode {
  const known = PLATFORM_BUSINESS_CODES.find((c) => c === code);
  return known ?? `business:${code ?? 'unknown'}`;
}
