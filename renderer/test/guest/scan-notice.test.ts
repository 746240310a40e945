import { fireEvent, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import ScanNotice from '../../src/components/ScanNotice.svelte';
import { fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

describe('ScanNotice', () => {
  it.each([
    ['badSwipe' as const, 'The card could not be read. Swipe it again, steadily.'],
    ['unrecognised' as const, 'This code is not a loyalty card or guest code.'],
  ])('says a %s in words, without what was read', async (kind, words) => {
    const { terminal } = renderWithTerminal(ScanNotice);
    terminal.scans.notice = { kind, masked: '…4567', source: 'wedge', reason: 'track 2 read error' };
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.trim()).toBe(`⚠ ${words}`);
    expect(document.body.textContent).not.toContain('4567');
    expect(document.body.textContent).not.toContain('track');
  });

  it('says why a scan could not be submitted, in the UI’s language, and is dismissed', async () => {
    const { terminal } = renderWithTerminal(ScanNotice, { language: 'ru' });
    terminal.scans.notice = { kind: 'failed', error: fakeError('coreUnreachable') };
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Не удалось обработать сканирование. ошибка coreUnreachable',
    );
    await fireEvent.click(screen.getByRole('button', { name: 'Скрыть сообщение о сканировании' }));
    expect(terminal.scans.notice).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
