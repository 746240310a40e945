import { describe, expect, it } from 'vitest';
import { holdReference, precheckWithReference } from '../../../core/offline/hold-reference';
import { ACC, card, engineRig } from '../../support/engine-rig';

describe('the per-hold reference in precheck', () => {
  it('goes first, before the bill number, and the whole stays within 200 characters', () => {
    const ref = holdReference('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0');
    expect(ref).toBe('lt:0f1e2d3c4b5a');
    expect(precheckWithReference(null, ref)).toBe(ref);
    expect(precheckWithReference('A-17', ref)).toBe(`${ref} A-17`);
    expect(precheckWithReference('x'.repeat(300), ref)).toHaveLength(200);
  });

  it.each([
    [true, (precheck: unknown, holdId: string) => expect(precheck).toBe(`${holdReference(holdId)} A-17`)],
    [false, (precheck: unknown) => expect(precheck).toBe('A-17')],
  ])('precheckReference %s: what is sent', async (precheckReference, check) => {
    const rig = engineRig({ precheckReference });
    rig.platform.addAccount(card(1).key, ACC, 10_000);
    const r = rig.queue.enqueue(
      {
        kind: 'debit',
        token: card(1),
        accountGuid: ACC,
        amountCents: 100,
        customerGuid: 'g-1',
        billNumber: 'A-17',
      },
      { offline: false },
    );
    if (!r.ok) throw new Error(r.refusal.code);
    await rig.settle();
    const sent = rig.platform.calls.find((c) => c.method === 'debitHold')?.body as { precheck?: string };
    check(sent.precheck, r.row.holdId);
  });
});
