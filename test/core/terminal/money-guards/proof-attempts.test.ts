import { describe, expect, it } from 'vitest';
import {
  PROOF_TRIES,
  PROOF_WINDOW_MS,
  ProofAttempts,
} from '../../../../core/terminal/money-guards/proof-attempts';

describe('wrong guest proofs (issue 40)', () => {
  it('lock a guest’s own proof after PROOF_TRIES in the window, for that guest only, until the window passes', () => {
    let now = 1_000_000;
    const attempts = new ProofAttempts(() => now);
    for (let n = 0; n < PROOF_TRIES - 1; n += 1) attempts.failed('g');
    expect(attempts.locked('g')).toBe(false);
    attempts.failed('g');
    expect(attempts.locked('g')).toBe(true);
    expect(attempts.locked('other')).toBe(false);
    now += PROOF_WINDOW_MS;
    expect(attempts.locked('g')).toBe(false);
  });

  it('forget the count on a right proof', () => {
    const attempts = new ProofAttempts(() => 0);
    for (let n = 0; n < PROOF_TRIES - 1; n += 1) attempts.failed('g');
    attempts.succeeded('g');
    attempts.failed('g');
    expect(attempts.locked('g')).toBe(false);
  });
});
