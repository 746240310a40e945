import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ConsentTextView } from '../../../common/contract/index';
import ConsentSection from '../../src/settings/ConsentSection.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';

const V1: ConsentTextView = {
  version: 1,
  text: 'Согласие на обработку персональных данных «Самовар».',
  sha256: '1'.repeat(64),
  createdAt: new Date(0).toISOString(),
  createdBy: 'default',
};
const NEW_TEXT = 'Новый текст согласия заведения, вторая версия.';

describe('Settings › consent text (issue 43)', () => {
  it('shows the version and hash; a changed text is saved as the next version', async () => {
    const fake = new FakeBridge()
      .ok('consent.text', { current: V1 })
      .ok('consent.setText', { current: { ...V1, version: 2, text: NEW_TEXT, sha256: '2'.repeat(64) } });
    renderWithTerminal(ConsentSection, { bridge: fake, language: 'ru' });
    await screen.findByText(`Версия 1, SHA-256 ${'1'.repeat(64)}`);
    const text = screen.getByRole('textbox', { name: 'Текст согласия' }) as HTMLTextAreaElement;
    expect(text.value).toBe(V1.text);
    text.value = NEW_TEXT;
    await fireEvent.input(text);
    await fireEvent.click(screen.getByRole('button', { name: 'Сохранить новой версией' }));
    await screen.findByText('Сохранено: версия 2.');
    expect(fake.calls['consent.setText']).toHaveBeenCalledWith({ text: NEW_TEXT });
  });

  it('a text too short is said and not sent; the log is exported as CSV', async () => {
    const created = vi.fn(() => 'blob:consents');
    const before = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = before.create;
      URL.revokeObjectURL = before.revoke;
    });
    const fake = new FakeBridge()
      .ok('consent.text', { current: V1 })
      .ok('consent.csv', { csv: 'время (местное),гость\r\n' });
    renderWithTerminal(ConsentSection, { bridge: fake, language: 'ru' });
    const text = (await screen.findByRole('textbox', { name: 'Текст согласия' })) as HTMLTextAreaElement;
    text.value = 'коротко';
    await fireEvent.input(text);
    await fireEvent.click(screen.getByRole('button', { name: 'Сохранить новой версией' }));
    await screen.findByText('Не меньше 20 символов.');
    expect(fake.calls['consent.setText']).not.toHaveBeenCalled();
    await fireEvent.click(screen.getByRole('button', { name: 'Выгрузить журнал согласий (CSV)' }));
    await waitFor(() => expect(fake.calls['consent.csv']).toHaveBeenCalledWith({ language: 'ru' }));
    await screen.findByText('Журнал согласий сохранён.');
    expect(created).toHaveBeenCalled();
  });
});
