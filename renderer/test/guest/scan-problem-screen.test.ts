import { describe, expect, it } from 'vitest';
import { createTerminal } from '../../src/terminal.svelte';
import { FakeBridge } from '../support/fake-bridge';

describe('a scan problem belongs to the screen it was read on', () => {
  it('goes when the cashier moves to another screen, stays while they do not', () => {
    const terminal = createTerminal(new FakeBridge().bridge);
    const { navigation, scans } = terminal;
    navigation.go('tables');
    scans.problem = { kind: 'badSwipe', masked: '…', source: 'wedge', reason: 'track 2 read error' };
    navigation.go('tables');
    expect(scans.problem?.kind).toBe('badSwipe');
    navigation.go('queue');
    expect(scans.problem).toBeUndefined();
  });
});
