import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { LinkListener } from '../../src/bridge/link';
import { terminalContext } from '../../src/context';
import QueueScreen from '../../src/screens/QueueScreen.svelte';
import { createTerminal } from '../../src/terminal.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { hold, summary } from './holds';

describe('QueueScreen and the link to the core', () => {
  it('reads the list again when the link comes back (events were missed meanwhile)', async () => {
    const first = hold();
    const missed = hold({ kind: 'credit', amountCents: 8000 });
    const fake = new FakeBridge().ok('queue.list', { holds: [first], summary: summary({ count: 1 }) });
    const listeners = new Set<LinkListener>();
    const terminal = createTerminal(
      fake.bridge,
      (listener) => {
        listeners.add(listener);
        listener('open');
        return () => listeners.delete(listener);
      },
      'en',
    );
    render(QueueScreen, { props: {}, context: terminalContext(terminal) });
    await screen.findByText('…4567');
    expect(fake.calls['queue.list']).toHaveBeenCalledTimes(1);

    fake.ok('queue.list', { holds: [missed, first], summary: summary({ count: 2 }) });
    listeners.forEach((listener) => listener('reconnecting'));
    expect(fake.calls['queue.list']).toHaveBeenCalledTimes(1);
    listeners.forEach((listener) => listener('open'));
    await screen.findByText('+80.00');
    expect(fake.calls['queue.list']).toHaveBeenCalledTimes(2);
  });
});
