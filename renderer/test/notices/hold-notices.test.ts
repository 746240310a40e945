import { fireEvent, screen, within } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import type { HoldNotice, HoldNoticeKind, HoldView } from '../../../common/contract/index';
import HoldNoticeStack from '../../src/notices/HoldNoticeStack.svelte';
import { fakeError, FakeBridge } from '../support/fake-bridge';
import { renderWithTerminal } from '../support/render';
import { hold } from '../queue/holds';

function notice(kind: HoldNoticeKind, overrides: Partial<HoldView> = {}): HoldNotice {
  const shown = hold({
    state: kind === 'applied' ? 'confirmed' : kind === 'unknown' ? 'uncertain' : 'rejected',
    amountCents: 30_000,
    guestName: 'Иванов Иван Иванович',
    billNumber: '17',
    createdAt: new Date().toISOString(),
    ...overrides,
  });
  return { noticeId: `${shown.holdId}:${kind}`, kind, hold: shown, raisedAt: new Date().toISOString() };
}

function bridgeWith(notices: HoldNotice[]): FakeBridge {
  return new FakeBridge().ok('notices.list', { notices });
}

describe('hold notices on every screen', () => {
  it('names the guest, amount, bill and time of a payment refused later, and what to do', async () => {
    const refused = notice('refused');
    renderWithTerminal(HoldNoticeStack, { bridge: bridgeWith([refused]), language: 'ru' });
    const alert = await screen.findByRole('alert');
    const text = alert.textContent ?? '';
    expect(text).toContain('Сервер лояльности отклонил оплату бонусами');
    expect(text).toContain('Иванов Иван Иванович');
    expect(text).toContain('300,00');
    expect(text).toContain('счёт 17');
    expect(text).toMatch(/принято в \d{2}:\d{2}/);
    expect(text).toContain('Получите 300,00 с гостя другим способом');
  });

  it.each([
    ['needsManager' as const, 'debit' as const, 'Call a manager'],
    ['unknown' as const, 'debit' as const, 'Do not take the amount another way yet'],
    ['applied' as const, 'debit' as const, 'Nothing to do: it went through.'],
    ['refused' as const, 'credit' as const, 'The bonuses were not awarded'],
    ['refused' as const, 'reverse' as const, 'the operation it cancels still stands'],
  ])('a %s %s says what to do', async (kind, holdKind, words) => {
    renderWithTerminal(HoldNoticeStack, { bridge: bridgeWith([notice(kind, { kind: holdKind })]) });
    expect((await screen.findByRole('alert')).textContent).toContain(words);
  });

  it('names the card when the guest was not known, never more than its last digits', async () => {
    renderWithTerminal(HoldNoticeStack, {
      bridge: bridgeWith([notice('refused', { guestName: undefined, billNumber: undefined })]),
    });
    const text = (await screen.findByRole('alert')).textContent ?? '';
    expect(text).toContain('card …4567');
    expect(text).toContain('no bill number');
  });

  it('stacks notices as the core raises them and each stays until acknowledged', async () => {
    const first = notice('refused');
    const second = notice('unknown', { guestName: 'Петрова Анна' });
    const fake = bridgeWith([]).answer('notices.acknowledge', ({ noticeId }) => ({
      ok: true,
      value: { notices: [first, second].filter((n) => n.noticeId !== noticeId) },
    }));
    renderWithTerminal(HoldNoticeStack, { bridge: fake });
    await Promise.resolve();
    fake.emit('notices', { notices: [first] });
    fake.emit('notices', { notices: [first, second] });
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    const [, petrova] = screen.getAllByRole('alert');
    expect(petrova?.textContent).toContain('Петрова Анна');
    await fireEvent.click(
      within(screen.getAllByRole('alert')[0]!).getByRole('button', { name: /Understood/ }),
    );
    expect(fake.calls['notices.acknowledge']).toHaveBeenCalledWith({ noticeId: first.noticeId });
    await expect.poll(() => screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Петрова Анна');
  });

  it('keeps a notice whose acknowledgement failed and says why', async () => {
    const fake = bridgeWith([notice('refused')]).fail('notices.acknowledge', fakeError('coreUnreachable'));
    renderWithTerminal(HoldNoticeStack, { bridge: fake });
    await fireEvent.click(await screen.findByRole('button', { name: /Understood/ }));
    await expect.poll(() => screen.getAllByRole('alert')).toHaveLength(2);
    expect(document.body.textContent).toContain('The notice could not be closed: error coreUnreachable');
  });

  it('shows a later list from an event over an older list read still on its way', async () => {
    let answer: (value: { ok: true; value: { notices: HoldNotice[] } }) => void = () => {};
    const fake = new FakeBridge().answer('notices.list', () => new Promise((resolve) => (answer = resolve)));
    renderWithTerminal(HoldNoticeStack, { bridge: fake });
    fake.emit('notices', { notices: [notice('refused')] });
    answer({ ok: true, value: { notices: [] } });
    await fake.calls['notices.list'].mock.results[0]?.value;
    await tick();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
