import { describe, expect, it } from 'vitest';
import type { HoldResult, Result } from '../../../common/contract/index';
import { HoldSubmission } from '../../src/holds/hold-submission.svelte';
import { createTerminal } from '../../src/terminal.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { deferred, showGuest } from './fixtures';

describe('HoldSubmission', () => {
  it('sends one hold for two presses in the same tick, and none after the answer', async () => {
    const fake = new FakeBridge();
    const terminal = createTerminal(fake.bridge, undefined, 'en');
    await showGuest(terminal, fake);
    const answer = deferred<Result<HoldResult>>();
    fake.answer('hold.debit', () => answer.promise);
    const submission = new HoldSubmission(terminal, 'debit', 'bonus_account_type-1');
    const request = { cents: 15_050, billNumber: '', waitingBehind: false };
    const first = submission.submit(request);
    const second = submission.submit(request);
    expect(submission.busy).toBe(true);
    answer.resolve({ ok: true, value: { holdId: 'h', state: 'queued' } });
    expect(await Promise.all([first, second])).toEqual([true, false]);
    expect(await submission.submit(request)).toBe(false);
    expect(fake.calls['hold.debit']).toHaveBeenCalledTimes(1);
    expect(fake.calls['hold.debit']).toHaveBeenCalledWith(expect.objectContaining({ amountCents: 15_050 }));
    expect(submission.busy).toBe(false);
    expect(submission.outcome).toEqual({ kind: 'queued' });
  });

  it('sends nothing without a card reference to act with', async () => {
    const fake = new FakeBridge();
    const terminal = createTerminal(fake.bridge, undefined, 'en');
    const submission = new HoldSubmission(terminal, 'credit', 'bonus_account_type-1');
    expect(await submission.submit({ cents: 100, billNumber: '', waitingBehind: false })).toBe(false);
    expect(fake.calls['hold.credit']).not.toHaveBeenCalled();
  });
});
