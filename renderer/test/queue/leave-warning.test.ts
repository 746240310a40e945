import { screen } from '@testing-library/svelte';
import { beforeAll, describe, expect, it } from 'vitest';
import App from '../../src/App.svelte';
import { loadLazyScreens } from '../../src/lazy/screens';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { hold, status, summary } from './holds';

function leave(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

// The screens' chunk in, as on a page idle after its start (lazy-screens.test.ts opens them before).
beforeAll(loadLazyScreens);
describe('Leaving the app while holds wait', () => {
  it('warns while the queue holds anything, and not once it is empty', async () => {
    const fake = new FakeBridge().ok('status', status({ queue: summary({ count: 2, debitCents: 30_000 }) }));
    const { unmount } = renderWithTerminal(App, { bridge: fake });
    await screen.findByRole('button', { name: /Queue: 2 waiting/ });
    expect(leave().defaultPrevented).toBe(true);

    fake.emit('queue', { hold: hold({ state: 'confirmed' }), summary: summary() });
    await screen.findByRole('button', { name: 'Queue: empty' });
    expect(leave().defaultPrevented).toBe(false);
    unmount();
  });
});
