import { fireEvent, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import ScanProblem from '../../src/components/ScanProblem.svelte';
import { fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

describe('ScanProblem', () => {
  it.each([
    ['badSwipe' as const, 'The card could not be read. Swipe it again, steadily.'],
    ['unrecognised' as const, 'This code is not a loyalty card or guest code.'],
  ])('says a %s in words, without what was read', async (kind, words) => {
    const { terminal } = renderWithTerminal(ScanProblem);
    terminal.scans.problem = { kind, masked: '…4567', source: 'wedge', reason: 'track 2 read error' };
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.trim()).toBe(`⚠ ${words}`);
    expect(document.body.textContent).not.toContain('4567');
    expect(document.body.textContent).not.toContain('track');
  });

  it('says why a scan could not be submitted, in the UI’s language, and is dismissed', async () => {
    const { terminal } = renderWithTerminal(ScanProblem, { language: 'ru' });
    terminal.scans.problem = { kind: 'failed', error: fakeError('coreUnreachable') };
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Не удалось обработать сканирование. ошибка coreUnreachable',
    );
    await fireEvent.click(screen.getByRole('button', { name: 'Скрыть сообщение о сканировании' }));
    expect(terminal.scans.problem).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
