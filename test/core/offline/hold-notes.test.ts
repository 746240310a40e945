import { describe, expect, it } from 'vitest';
import { classifyFailure } from '../../../core/offline/failure';
import { ENGINE_NOTE_CODES, readHoldNote } from '../../../core/offline/hold-notes';
import { BusinessError, NetworkError, ServerError } from '../../../core/platform/errors';

describe('the codes recorded on a hold, read back', () => {
  it.each(ENGINE_NOTE_CODES.map((code) => [code]))('the engine code %s is an engine note', (code) => {
    expect(readHoldNote(code)).toEqual({ kind: 'engine', code });
  });

  it('reads what a failed call records, by kind', () => {
    const recorded = (error: unknown) => readHoldNote(classifyFailure(error).code);
    expect(recorded(new BusinessError('tokenExpired', 'x'))).toEqual({
      kind: 'business',
      code: 'tokenExpired',
    });
    expect(recorded(new BusinessError('bonusLimit', 'x'))).toEqual({
      kind: 'otherBusiness',
      code: 'bonusLimit',
    });
    expect(recorded(new NetworkError('timeout', 'unknown', 'x'))).toEqual({
      kind: 'network',
      reason: 'timeout',
    });
    expect(recorded(new ServerError(502, 'x'))).toEqual({ kind: 'server', status: 502 });
    expect(recorded(new Error('bug'))).toEqual({ kind: 'unexpected' });
  });

  it('a code written before codes were typed is a business code of the platform', () => {
    expect(readHoldNote('transactionNotFound')).toEqual({
      kind: 'otherBusiness',
      code: 'transactionNotFound',
    });
    expect(readHoldNote('network:bogus')).toEqual({ kind: 'otherBusiness', code: 'network:bogus' });
    expect(readHoldNote(null)).toBeNull();
  });
});
