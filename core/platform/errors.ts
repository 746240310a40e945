/**
 * Failures of a platform call. `outcome` answers the one question the hold queue needs:
 * could the platform have applied the request? `notApplied` means certainly not (safe to send
 * again); `unknown` means it may have (settle from the operation history before resending).
 */
export type CallOutcome = 'notApplied' | 'unknown';

export abstract class PlatformError extends Error {
  abstract readonly kind: 'business' | 'auth' | 'server' | 'protocol' | 'network';
  constructor(
    message: string,
    readonly outcome: CallOutcome,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A 400 answer with an errorCode: the platform processed the request and refused it. */
export class BusinessError extends PlatformError {
  readonly kind = 'business';
  constructor(
    readonly code: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(`${code}: ${description}`, 'notApplied');
  }
}

/** 401: the platform refused our credentials. */
export class AuthError extends PlatformError {
  readonly kind = 'auth';
  constructor(readonly description: string) {
    super(`authentication failed: ${description}`, 'notApplied');
  }
}

/**
 * Statuses that refuse a request before it is acted on: a proxy or the platform turned it away
 * (credentials, route, method, size, type, rate). Anything else that is not a proper answer may
 * come after the platform applied the request.
 */
const REFUSAL_STATUSES = new Set([401, 403, 404, 405, 406, 408, 411, 413, 414, 415, 429, 431]);

/** A 5xx, an unexpected status or a non-JSON answer (live faults come back as HTML pages). */
export class ServerError extends PlatformError {
  readonly kind = 'server';
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`platform answered ${status}: ${detail}`, REFUSAL_STATUSES.has(status) ? 'notApplied' : 'unknown');
  }
}

/** A 200 whose body is not what the interface promises. The request was processed. */
export class ProtocolError extends PlatformError {
  readonly kind = 'protocol';
  constructor(detail: string) {
    super(`unexpected answer from the platform: ${detail}`, 'unknown');
  }
}

export type NetworkFailure = 'refused' | 'dns' | 'timeout' | 'reset' | 'aborted' | 'other';

/** The answer never arrived. `outcome` says whether the request could have reached the platform. */
export class NetworkError extends PlatformError {
  readonly kind = 'network';
  constructor(
    readonly reason: NetworkFailure,
    outcome: CallOutcome,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(
      `platform unreachable (${reason}${outcome === 'unknown' ? ', outcome unknown' : ''}): ${detail}`,
      outcome,
      options,
    );
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}
