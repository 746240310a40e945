import { describe, expect, it } from 'vitest';
import type { OutboxRefusalCode } from '../../electron/offline';
import { outboxRefusalError, reasonOf } from '../../electron/core/platform-errors';

describe('why a hold waits, was rejected or cannot be resolved, as the cashier reads it', () => {
  it.each<[OutboxRefusalCode, string]>([
    ['holdOutcomeUnknown', 'holdOutcomeUnknown'],
    ['reversePending', 'reversalPending'],
    ['tokenRequired', 'cardRequired'],
    ['tokenMismatch', 'cardMismatch'],
    ['holdNotFound', 'holdNotFound'],
    ['notRejected', 'holdStateConflict'],
    ['notReversible', 'holdStateConflict'],
  ])('the outbox refusal %s is %s', (code, expected) => {
    const error = outboxRefusalError({ code, message: `hold h-1 ${code}` }, 'rejected');
    expect(error.value.code).toBe(expected);
    expect(JSON.stringify(error.value)).not.toContain('h-1');
  });

  it.each([
    ['holdOutcomeUnknown', 'rejected', 'holdOutcomeUnknown'],
    ['historyIncomplete', 'rejected', 'holdOutcomeUnknown'],
    ['tokenMissing', 'rejected', 'cardRequired'],
    ['tokenExpired', 'rejected', 'tokenExpired'],
    ['insufficientFunds', 'rejected', 'insufficientFunds'],
    ['auth', 'rejected', 'platformAuthFailed'],
    // Turned away again and again without an answer (401, other 4xx): rejected by the engine.
    ['authFailed', 'rejected', 'platformAuthFailed'],
    ['platformRefused', 'rejected', 'platformRefused'],
    // A business refusal the terminal has no text for: refused, not "try again later".
    ['badRequest', 'rejected', 'platformRefused'],
    ['server:500', 'rejected', 'platformError'],
    ['network:timeout', 'queued', 'platformUnavailable'],
  ] as const)('a hold %s while %s reads as %s', (code, state, expected) => {
    expect(reasonOf(code, state)?.code).toBe(expected);
  });

  it.each([
    ['targetNotApplied', 'cancelled'], // a reversal of a hold that never applied: nothing to undo
    ['notInHistory', 'queued'], // proved absent from the history: simply sent again
  ] as const)('%s while %s is no failure and gives no reason', (code, state) => {
    expect(reasonOf(code, state)).toBeUndefined();
  });

  it('a hold with no error has no reason', () => {
    expect(reasonOf(null, 'queued')).toBeUndefined();
  });
});
