import { isPlatformError } from '../platform/errors';

/**
 * What a failed call means for a hold. business: the platform refused it (never applied).
 * notApplied: it certainly never reached the platform, send again later. unknown: it may have
 * been applied; only the operation history can tell.
 */
export interface Failure {
  class: 'business' | 'notApplied' | 'unknown';
  code: string;
  message: string;
}

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
      code: (error as { code?: string }).code ?? 'business',
      message: error.message,
    };
  }
  let code: string = error.kind;
  if ('reason' in error) code = `network:${String(error.reason)}`;
  else if ('status' in error) code = `server:${String(error.status)}`;
  return { class: error.outcome === 'unknown' ? 'unknown' : 'notApplied', code, message: error.message };
}
