import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../../core/offline/failure';
import { AuthError, BusinessError, NetworkError, ServerError } from '../../../core/platform/errors';

describe('classifyFailure', () => {
  it('counts 401 and other 4xx as refusals, never network failures, 5xx, 408 or 429', () => {
    const of = (error: unknown) => {
      const f = classifyFailure(error);
      return [f.class, f.code, f.refusal ?? null];
    };
    expect(of(new AuthError('bad password'))).toEqual(['notApplied', 'auth', 'auth']);
    expect(of(new ServerError(403, 'forbidden'))).toEqual(['notApplied', 'server:403', 'client']);
    expect(of(new ServerError(400, 'text/html, 10 bytes'))).toEqual(['unknown', 'server:400', 'client']);
    expect(of(new ServerError(429, 'slow down'))).toEqual(['notApplied', 'server:429', null]);
    expect(of(new ServerError(408, 'too slow'))).toEqual(['notApplied', 'server:408', null]);
    expect(of(new ServerError(503, 'down'))).toEqual(['unknown', 'server:503', null]);
    expect(of(new NetworkError('refused', 'notApplied', 'ECONNREFUSED'))).toEqual([
      'notApplied',
      'network:refused',
      null,
    ]);
    expect(of(new NetworkError('dns', 'notApplied', 'ENOTFOUND'))).toEqual([
      'notApplied',
      'network:dns',
      null,
    ]);
    expect(of(new BusinessError('insufficientFunds', 'no'))).toEqual(['business', 'insufficientFunds', null]);
    expect(of(new Error('bug'))).toEqual(['unknown', 'unexpected', null]);
  });
});
