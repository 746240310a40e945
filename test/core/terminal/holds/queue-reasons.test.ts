import { describe, expect, it } from 'vitest';
import { ENGINE_NOTE_CODES, QUEUE_REFUSALS, type EngineNoteCode } from '../../../../core/offline';
import { queueRefusalError, reasonOf } from '../../../../core/terminal/platform-link/platform-errors';
import { errorValue } from '../../../../core/terminal/errors';

describe('why a hold waits, was rejected or cannot be resolved, as the cashier reads it', () => {
  it.each(QUEUE_REFUSALS.map((code) => [code]))(
    'the queue refusal %s reaches the cashier as it is',
    (code) => {
      const error = queueRefusalError({ code, message: `hold h-1 ${code}` }, 'rejected');
      expect(error.value.code).toBe(code);
      expect(JSON.stringify(error.value)).not.toContain('h-1');
    },
  );

  it('a state conflict names the state of the hold', () => {
    const error = queueRefusalError(
      { code: 'holdStateConflict', message: 'hold h-1 is confirmed' },
      'confirmed',
    );
    expect(error.value).toMatchObject({ details: { state: 'confirmed' } });
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
    // An outcome being checked is never "cannot be reached": no payment another way meanwhile.
    ['network:timeout', 'uncertain', 'holdUncertain'],
    ['server:502', 'uncertain', 'holdUncertain'],
    ['interrupted', 'uncertain', 'holdUncertain'],
    ['quarantined', 'uncertain', 'holdUncertain'],
    ['unexpected', 'uncertain', 'holdUncertain'],
    ['interrupted', 'rejected', 'holdOutcomeUnknown'],
    // Another hold's answer named its transaction: whether this one applied is unknown.
    ['matchConflict', 'rejected', 'holdOutcomeUnknown'],
    ['ambiguousMatch', 'rejected', 'holdOutcomeUnknown'],
    ['alreadyReversed', 'rejected', 'alreadyReversed'],
    ['network:weird', 'rejected', 'platformRefused'], // not a transport code: the platform's own
  ] as const)('a hold %s while %s reads as %s', (code, state, expected) => {
    expect(reasonOf(code, state)?.code).toBe(expected);
  });

  it.each([
    ['targetNotApplied', 'cancelled'], // a reversal of a hold that never applied: nothing to undo
    ['notInHistory', 'queued'], // proved absent from the history: simply sent again
    ['adoptedLookAlike', 'confirmed'], // taken from the history by the sole-terminal setting
    ['attributedByManager', 'confirmed'], // the history transaction a manager named
    ['alreadyReversed', 'confirmed'], // a reversal whose lost answer the platform had applied: done
  ] as const)('%s while %s is no failure and gives no reason', (code, state) => {
    expect(reasonOf(code, state)).toBeUndefined();
  });

  it.each(ENGINE_NOTE_CODES.map((code) => [code]))(
    'the engine code %s has a reason in every state',
    (code) => {
      const expected: Record<EngineNoteCode, string | undefined> = {
        interrupted: 'holdOutcomeUnknown',
        quarantined: 'holdOutcomeUnknown',
        matchConflict: 'holdOutcomeUnknown',
        ambiguousMatch: 'holdOutcomeUnknown',
        holdOutcomeUnknown: 'holdOutcomeUnknown',
        historyIncomplete: 'holdOutcomeUnknown',
        tokenMissing: 'cardRequired',
        authFailed: 'platformAuthFailed',
        platformRefused: 'platformRefused',
        adoptedLookAlike: undefined,
        attributedByManager: undefined,
        notInHistory: undefined,
        targetNotApplied: undefined,
        reversalResent: undefined,
      };
      expect(reasonOf(code, 'rejected')?.code).toBe(expected[code]);
      expect(reasonOf(code, 'uncertain')?.code).toBe('holdUncertain');
    },
  );

  it('an uncertain hold tells the cashier, in both languages, not to take payment another way', () => {
    const { message } = errorValue('holdUncertain');
    expect(message.ru).toContain('Не принимайте оплату другим способом');
    expect(message.en).toContain('Do not take payment another way');
  });

  it('a hold with no error has no reason', () => {
    expect(reasonOf(null, 'queued')).toBeUndefined();
  });
});
