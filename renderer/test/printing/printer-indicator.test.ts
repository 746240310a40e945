import { fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Status } from '../../../common/contract/index';
import StatusBar from '../../src/components/StatusBar.svelte';
import { FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { status } from '../queue/holds';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

async function showBar(printer: Status['printer']) {
  const fake = new FakeBridge().ok('status', { ...status(), ...(printer ? { printer } : {}) });
  fake.ok('slip.reprint', { queued: true, printer: { state: 'ready', waiting: 1 } });
  const rendered = renderWithTerminal(StatusBar, { bridge: fake, language: 'ru' });
  stops.push(rendered.terminal.status.start());
  const bar = await screen.findByRole('contentinfo');
  await within(bar).findByText(/с \d/);
  return { bar, fake };
}

describe('the printer in the status bar', () => {
  it('says its state in words, marked when it cannot print, with the slips waiting', async () => {
    const { bar } = await showBar({ state: 'noPaper', waiting: 2 });
    const printer = bar.querySelector<HTMLElement>('[data-printer-state]')!;
    expect(printer.textContent?.replace(/\s+/g, ' ').trim()).toBe('Принтер: нет бумаги, ожидает печати: 2');
    expect(printer.classList.contains('warning-chip')).toBe(true);
  });

  it('reprints the last slip in one tap', async () => {
    const { bar, fake } = await showBar({ state: 'ready', waiting: 0 });
    await fireEvent.click(within(bar).getByRole('button', { name: 'Повторить чек' }));
    expect(fake.calls['slip.reprint']).toHaveBeenCalledWith({});
    expect((await within(bar).findByText('Копия отправлена на принтер.')).textContent).toBeTruthy();
  });

  it('says nothing of a printer that is not set', async () => {
    const { bar } = await showBar({ state: 'notSet', waiting: 0 });
    expect(bar.querySelector('[data-printer-state]')).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Повторить чек' })).toBeNull();
  });
});
