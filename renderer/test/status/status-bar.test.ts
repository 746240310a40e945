import { fireEvent, screen, within } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language, Status } from '../../../common/contract/index';
import StatusBar from '../../src/components/StatusBar.svelte';
import { FakeBridge, fakeError } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { hold, status, summary } from '../queue/holds';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** The bar over a core that answers `status` with this, its status state started as App does. */
async function showBar(current: Status | undefined, language: Language = 'en') {
  const fake = new FakeBridge();
  if (current) fake.ok('status', current);
  else fake.fail('status', fakeError('coreUnreachable'));
  const rendered = renderWithTerminal(StatusBar, { bridge: fake, language });
  stops.push(rendered.terminal.status.start());
  const bar = await screen.findByRole('contentinfo');
  if (current) await within(bar).findByText(/since|с \d/);
  return { ...rendered, bar };
}

const connectivity = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[data-connectivity]')!;

describe('StatusBar: connectivity', () => {
  it('says OFFLINE in a word, with its own icon shape and what it means, not only by colour', async () => {
    const { bar } = await showBar(status({ connectivity: 'offline', lastOnlineAt: '2026-11-23T08:00:00Z' }));
    const state = connectivity(bar);
    expect(within(state).getByRole('status').textContent).toMatch(
      /OFFLINE\s+— the loyalty server cannot be reached; operations wait in the queue/,
    );
    // The live region announces the state, not the ticking "N minutes ago".
    expect(within(state).getByRole('status').textContent).not.toContain('since');
    expect(state.textContent).toMatch(/since .* last online/);
    expect(state.querySelector('svg')?.dataset.shape).toBe('offline');
    expect(bar.classList.contains('offline')).toBe(true);
  });

  it('says it in Russian too', async () => {
    const { bar } = await showBar(status({ connectivity: 'offline', lastOnlineAt: null }), 'ru');
    const state = connectivity(bar);
    expect(state.textContent).toContain('НЕТ СВЯЗИ');
    expect(state.textContent).toContain('связи не было с запуска');
  });

  it('online and degraded each have their word and shape; a status event switches at once', async () => {
    const { bar, fake } = await showBar(status({ connectivity: 'online' }));
    const state = () => connectivity(bar);
    expect(state().textContent).toContain('Online');
    expect(state().textContent).not.toContain('OFFLINE');
    expect(state().querySelector('svg')?.dataset.shape).toBe('online');

    fake.emit('status', status({ connectivity: 'degraded' }));
    await expect.poll(() => state().textContent).toContain('Unstable connection');
    expect(state().querySelector('svg')?.dataset.shape).toBe('degraded');
    expect(state().textContent).toContain('last online');
  });

  it('leaves the last answer out when it came in the minute the outage began', async () => {
    const since = new Date(Date.now() - 3 * 60_000);
    since.setSeconds(30, 0);
    const lastOnlineAt = new Date(since.getTime() - 20_000); // the same minute
    const { bar } = await showBar(
      status({
        connectivity: 'offline',
        since: since.toISOString(),
        lastOnlineAt: lastOnlineAt.toISOString(),
      }),
    );
    expect(connectivity(bar).textContent).toMatch(/since \d/);
    expect(connectivity(bar).textContent).not.toContain('last online');
  });

  it('says since when, by the time and how long ago', async () => {
    const since = new Date(Date.now() - 7 * 60_000).toISOString();
    const { bar } = await showBar(status({ connectivity: 'offline', since }));
    expect(connectivity(bar).textContent).toContain('7 minutes ago');
  });

  it('says when the status cannot be read, with the reason', async () => {
    const { bar } = await showBar(undefined);
    expect((await within(bar).findByRole('alert')).textContent).toContain('error coreUnreachable');
  });

  it("shows the UI's own link to the core and marks the status as possibly old while it is cut", async () => {
    const { bar, terminal } = await showBar(status());
    expect(bar.querySelector('[data-link]')?.textContent).toContain('Core: connecting');
    terminal.status.setLink('open');
    await expect.poll(() => bar.querySelector('[data-link]')?.textContent).toContain('Core: connected');
    terminal.status.setLink('reconnecting');
    await expect.poll(() => bar.querySelector('[data-link]')?.textContent).toContain('reconnecting');
    expect(connectivity(bar).textContent).toContain('as of the last contact');
  });

  it('never says online while the core is lost: the bar says so in the offline look, and online again once it is back', async () => {
    const { bar, terminal } = await showBar(status(), 'ru');
    terminal.status.setLink('open');
    await expect.poll(() => connectivity(bar).getAttribute('data-connectivity')).toBe('online');
    terminal.status.setLink('reconnecting');
    await expect.poll(() => connectivity(bar).getAttribute('data-connectivity')).toBe('coreLost');
    expect(connectivity(bar).textContent).not.toContain('На связи');
    expect(connectivity(bar).textContent).toContain('НЕТ ЯДРА');
    expect(connectivity(bar).classList.contains('offline')).toBe(true);
    expect(connectivity(bar).querySelector('svg')?.getAttribute('data-shape')).toBe('offline');
    terminal.status.setLink('open');
    await expect.poll(() => connectivity(bar).textContent).toContain('На связи');
  });

  it('shows the loyalty server address and whether it is the built-in demo', async () => {
    const { bar } = await showBar(
      status({ platform: { url: 'http://127.0.0.1:40000/platform', embedded: true, user: 'demo' } }),
    );
    expect(bar.textContent).toContain('http://127.0.0.1:40000/platform');
    expect(bar.textContent).toContain('built-in demo');
    expect(bar.textContent).toContain('user demo');
  });
});

describe('StatusBar: queue', () => {
  it('shows the count and the debit and credit sums apart, rejected and uncertain; a click opens the queue', async () => {
    const { bar, terminal } = await showBar(
      status({
        queue: summary({ count: 3, debitCents: 123_450, creditCents: 10_000, rejected: 1, uncertain: 2 }),
      }),
    );
    const button = within(bar).getByRole('button', { name: /Queue: 3 waiting/ });
    expect(button.textContent).toContain('debits 1,234.50');
    expect(button.textContent).toContain('credits 100.00');
    expect(button.textContent).toContain('1 refused');
    expect(button.textContent).toContain('2 outcome unknown');
    await fireEvent.click(button);
    expect(terminal.navigation.screen).toBe('queue');
  });

  it('leaves a zero sum out of the button', async () => {
    const { bar } = await showBar(
      status({ queue: summary({ count: 1, debitCents: 10_000, creditCents: 0 }) }),
    );
    const button = within(bar).getByRole('button', { name: /Queue: 1 waiting/ });
    expect(button.textContent).toContain('debits 100.00');
    expect(button.textContent).not.toContain('credits');
  });

  it('follows queue events', async () => {
    const { bar, fake } = await showBar(status());
    expect(within(bar).getByRole('button', { name: 'Queue: empty' })).toBeTruthy();
    fake.emit('queue', { hold: hold(), summary: summary({ count: 1, debitCents: 15_000 }) });
    await within(bar).findByRole('button', { name: /Queue: 1 waiting/ });
  });

  it('formats the sums in Russian', async () => {
    const { bar } = await showBar(status({ queue: summary({ count: 2, debitCents: 123_450 }) }), 'ru');
    const button = within(bar).getByRole('button', { name: /Очередь: ждут 2/ });
    expect(button.textContent?.replace(/\s/g, ' ')).toContain('списания 1 234,50');
  });
});

describe('StatusBar: readers', () => {
  const reader = (id: string, state: Status['scanner']['readers'][number]['state'], message?: string) => ({
    id,
    kind: 'barcode' as const,
    vendorId: 0x0c2e,
    productId: 0x0b61,
    product: 'Scanner ' + id,
    path: `/dev/hidraw${id}`,
    state,
    ...(message ? { message } : {}),
  });

  it("names each reader's state and why it does not read", async () => {
    const { bar } = await showBar(
      status({
        scanner: {
          backend: { state: 'ready', description: 'node-hid' },
          readers: [
            reader('1', 'reading'),
            reader('2', 'noPermission', 'install the udev rule'),
            reader('3', 'unplugged'),
          ],
        },
      }),
    );
    const readers = within(bar).getByRole('region', { name: 'Readers' });
    const items = within(readers)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(items[0]).toMatch(/Barcode scanner \(Scanner 1\):\s*reading/);
    expect(items[1]).toMatch(/no permission\s*— install the udev rule/);
    expect(items[2]).toContain('unplugged');
    expect(
      readers.querySelector('[data-reader-state="noPermission"]')?.classList.contains('warning-chip'),
    ).toBe(true);
    expect(readers.querySelector('[data-reader-state="reading"]')?.classList.contains('warning-chip')).toBe(
      false,
    );
  });

  it('says when HID reading is unavailable, with the reason, and that the wedge still works', async () => {
    const { bar } = await showBar(
      status({
        scanner: {
          backend: { state: 'missing', reason: 'noLibusb', detail: 'libusb-1.0 not found' },
          readers: [],
        },
      }),
      'ru',
    );
    const readers = within(bar).getByRole('region', { name: 'Считыватели' });
    const chip = readers.querySelector('.warning-chip')!;
    expect(chip.textContent).toMatch(
      /Чтение HID недоступно:\s+нет библиотеки libusb \(установите libusb-1.0-0\)/,
    );
    expect(chip.textContent).toContain('клавиатурные считыватели');
    // The system's own message is kept, beside the sentence, not in it.
    expect(chip.textContent).not.toContain('not found');
    expect(readers.querySelector('.detail')?.textContent).toBe('(libusb-1.0 not found)');
  });

  it('says in Russian, with no English, that this host reads no HID device', async () => {
    const { bar } = await showBar(
      status({ scanner: { backend: { state: 'missing', reason: 'notThisHost' }, readers: [] } }),
      'ru',
    );
    const readers = within(bar).getByRole('region', { name: 'Считыватели' });
    expect(readers.textContent).toContain('этот терминал не читает HID-устройства напрямую');
    expect(readers.textContent).not.toMatch(/[a-z]{3,}/);
    expect(readers.querySelector('.detail')).toBeNull();
  });

  it('says a failed device listing in words, the system message beside it', async () => {
    const { bar } = await showBar(
      status({ scanner: { backend: { state: 'error', detail: 'hid_enumerate failed' }, readers: [] } }),
    );
    const readers = within(bar).getByRole('region', { name: 'Readers' });
    expect(readers.textContent).toMatch(/HID reading failed:\s+the system did not list the HID devices/);
    expect(readers.querySelector('.detail')?.textContent).toBe('(hid_enumerate failed)');
  });

  it('keeps the readers out of the bar while they read: one Details button opens them', async () => {
    const { bar } = await showBar(
      status({
        scanner: { backend: { state: 'ready', description: 'node-hid' }, readers: [reader('1', 'reading')] },
      }),
    );
    const summary = bar.querySelector('summary')!;
    expect(summary.textContent?.trim()).toMatch(/^Details\s*▴$/);
    expect(summary.getAttribute('aria-label')).toBe('Details: readers and connection');
    expect(summary.querySelector('[data-trouble]')).toBeNull();
    // The facts for the IT person are in the panel, not in the line.
    expect(summary.textContent).not.toContain('node-hid');
    expect(summary.textContent).not.toContain('Core');
  });

  it('turns the button into a warning when a reader does not read; the whole on demand', async () => {
    const { bar } = await showBar(
      status({
        scanner: {
          backend: { state: 'ready', description: 'node-hid' },
          readers: [reader('1', 'reading'), reader('2', 'unplugged')],
        },
      }),
    );
    const summary = bar.querySelector('summary')!;
    expect(summary.textContent).toMatch(/⚠\s*Readers/);
    expect(summary.querySelector('[data-trouble]')?.getAttribute('data-trouble')).toBe('readers');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await fireEvent.click(summary);
    expect(details.open).toBe(true);
    await fireEvent.keyDown(summary, { key: 'Escape' });
    expect(details.open).toBe(false);
  });

  it('says in the bar when HID reading is unavailable', async () => {
    const { bar } = await showBar(
      status({ scanner: { backend: { state: 'missing', reason: 'noLibusb' }, readers: [] } }),
      'ru',
    );
    const summary = bar.querySelector('summary')!;
    expect(summary.textContent).toMatch(/⚠\s*Считыватели/);
    expect(summary.textContent).not.toContain('HID');
  });

  it('warns on the button while the link to the core is cut', async () => {
    const { bar, terminal } = await showBar(status(), 'ru');
    const summary = bar.querySelector('summary')!;
    expect(summary.textContent).toMatch(/^\s*Подробности/);
    terminal.status.setLink('reconnecting');
    await expect
      .poll(() => summary.querySelector('[data-trouble]')?.getAttribute('data-trouble'))
      .toBe('link');
    expect(summary.textContent).toMatch(/⚠\s*Подробности/);
  });

  it('says when no reader is connected', async () => {
    const { bar } = await showBar(status());
    expect(within(bar).getByRole('region', { name: 'Readers' }).textContent).toContain(
      'no HID reader connected',
    );
  });
});

describe('StatusBar: warnings', () => {
  it("shows each warning's message in the UI's language", async () => {
    const warnings = [fakeError('settingsFileInvalid'), fakeError('secretStoreFailed')];
    const { bar } = await showBar(status({ warnings }), 'ru');
    const list = within(bar).getByRole('region', { name: 'Предупреждения' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['⚠ ошибка settingsFileInvalid', '⚠ ошибка secretStoreFailed']);
  });

  it('shows no warnings region when there are none', async () => {
    const { bar } = await showBar(status());
    expect(within(bar).queryByRole('region', { name: 'Warnings' })).toBeNull();
  });
});

describe('StatusBar: the app update', () => {
  const note = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[data-update]');

  it('says an update is ready and what its install waits for', async () => {
    const ready = (waitsFor: ('queue' | 'shift')[]) =>
      status({ update: { state: 'ready', version: '1.4.0', waitsFor } });
    const { bar, fake } = await showBar(ready(['queue']), 'ru');
    expect(note(bar)?.textContent).toContain(
      'Обновление готово: установится при следующем запуске, когда очередь опустеет',
    );
    fake.emit('status', ready(['shift']));
    await expect.poll(() => note(bar)?.textContent).toContain('когда смена будет закрыта');
    fake.emit('status', ready(['queue', 'shift']));
    await expect.poll(() => note(bar)?.textContent).toContain('когда очередь опустеет и смена будет закрыта');
    fake.emit('status', ready([]));
    await expect.poll(() => note(bar)?.textContent?.trim()).toMatch(/установится при следующем запуске$/);
  });

  it('says it in English too', async () => {
    const { bar } = await showBar(
      status({ update: { state: 'ready', version: '1.4.0', waitsFor: ['queue'] } }),
    );
    expect(note(bar)?.textContent).toContain(
      'Update ready: installs at the next start once the queue is empty',
    );
  });

  it('says a failed download and why', async () => {
    const { bar } = await showBar(
      status({ update: { state: 'failed', problem: 'checksumMismatch', checkedAt: '2026-11-26T10:00:00Z' } }),
    );
    expect(note(bar)?.textContent).toContain('Update not downloaded: the downloaded file was damaged');
  });

  it('says nothing when there is nothing worth saying', async () => {
    const quiet = [
      { state: 'off' },
      { state: 'systemPackages' },
      { state: 'checking' },
      { state: 'current', checkedAt: '2026-11-26T10:00:00Z' },
      { state: 'downloading', version: '1.4.0' },
    ] as const;
    const ready = status({ update: { state: 'ready', version: '1.4.0', waitsFor: [] } });
    const { bar, fake } = await showBar(ready);
    for (const update of quiet) {
      fake.emit('status', ready);
      await expect.poll(() => note(bar)).not.toBeNull();
      fake.emit('status', status({ update }));
      await expect.poll(() => note(bar)).toBeNull();
      expect(bar.textContent).not.toMatch(/update/i);
    }
  });
});
