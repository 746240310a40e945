import { waitFor } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import type { Result, Status } from '../../../common/contract/index';
import App from '../../src/App.svelte';
import type * as Preload from '../../src/lazy/preload';
import { preloadWhenIdle } from '../../src/lazy/preload';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { STAFF } from '../staff/manager-fake';

vi.mock('../../src/lazy/preload', async (original) => ({
  ...(await original<typeof Preload>()),
  preloadWhenIdle: vi.fn(),
}));

describe('What the first frame left out', () => {
  it('is loaded once the staff and the status are both known, not while the status is on its way', async () => {
    let answerStatus: (result: Result<Status>) => void = () => {};
    const fake = new FakeBridge()
      .ok('staff.status', STAFF)
      .answer('status', () => new Promise((resolve) => (answerStatus = resolve)));
    const { terminal, unmount } = renderWithTerminal(App, { bridge: fake, language: 'ru' });
    await waitFor(() => expect(terminal.grants.staff).toBeDefined());
    expect(preloadWhenIdle).not.toHaveBeenCalled();
    answerStatus({ ok: false, error: fakeError('coreUnreachable') });
    await waitFor(() => expect(preloadWhenIdle).toHaveBeenCalled());
    unmount();
  });
});
