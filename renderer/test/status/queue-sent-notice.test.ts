import { fireEvent, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import QueueSentNotice from '../../src/status/QueueSentNotice.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { hold, status, summary } from '../queue/holds';

function showNotice(language: 'en' | 'ru' = 'ru') {
  const fake = new FakeBridge();
  renderWithTerminal(QueueSentNotice, { bridge: fake, language });
  return { fake, region: screen.getByTestId('queue-sent') };
}

describe('QueueSentNotice: holds sent from the queue after an outage', () => {
  it('counts the holds confirmed once the platform is back and says so when nothing waits', async () => {
    const { fake, region } = showNotice();
    fake.emit('status', status({ connectivity: 'offline', queue: summary({ count: 3 }) }));
    fake.emit('status', status({ connectivity: 'online', queue: summary({ count: 3 }) }));
    fake.emit('queue', { hold: hold({ holdId: 'a', state: 'confirmed' }), summary: summary({ count: 2 }) });
    fake.emit('queue', {
      hold: hold({ holdId: 'b', state: 'rejected' }),
      summary: summary({ count: 1, rejected: 1 }),
    });
    expect(region.textContent?.trim()).toBe('');
    fake.emit('queue', {
      hold: hold({ holdId: 'c', state: 'confirmed' }),
      summary: summary({ count: 0, rejected: 1 }),
    });
    expect(await screen.findByText(/Отправлено из очереди: 2/)).toBeTruthy();
    expect(region.getAttribute('role')).toBe('status');
    await fireEvent.click(screen.getByRole('button', { name: /Скрыть/ }));
    expect(region.textContent?.trim()).toBe('');
  });

  it('says nothing of a hold sent straight while online', async () => {
    const { fake, region } = showNotice('en');
    fake.emit('status', status({ connectivity: 'online', queue: summary({ count: 0 }) }));
    fake.emit('queue', { hold: hold({ state: 'queued' }), summary: summary({ count: 1 }) });
    fake.emit('queue', { hold: hold({ state: 'confirmed' }), summary: summary({ count: 0 }) });
    await Promise.resolve();
    expect(region.textContent?.trim()).toBe('');
  });

  it('a hold queued while offline starts the count; in English', async () => {
    const { fake } = showNotice('en');
    fake.emit('status', status({ connectivity: 'offline', queue: summary({ count: 0 }) }));
    fake.emit('queue', { hold: hold({ state: 'queued' }), summary: summary({ count: 1 }) });
    fake.emit('status', status({ connectivity: 'online', queue: summary({ count: 1 }) }));
    fake.emit('queue', { hold: hold({ state: 'confirmed' }), summary: summary({ count: 0 }) });
    expect(await screen.findByText(/Sent from the queue: 1/)).toBeTruthy();
  });
});
