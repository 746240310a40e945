import { describe, expect, it, vi } from 'vitest';
import { askCashierThenManager } from '../../electron/app/ask-before-quit';
import { QuitGuard } from '../../electron/app/quit-guard';
import { EventBus } from '../../core/terminal/event-bus';
import { QuitApproval } from '../../core/terminal/staff/quit-approval';

const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** The Electron host's quit path with fakes: the native dialog answers `cashier`, the page is the event bus. */
function quitPath(cashier: boolean, managers = true) {
  const events = new EventBus();
  const asked: number[] = [];
  events.subscribe((name, payload) => {
    if (name === 'quitRequest') asked.push((payload as { count: number }).count);
  });
  const approval = new QuitApproval(events, 60_000);
  const calls: string[] = [];
  const appLog = log();
  const guard = new QuitGuard({
    waiting: () => 2,
    ask: askCashierThenManager({
      confirm: async () => cashier,
      hasManagers: () => managers,
      approve: (count) => approval.request(count),
      log: appLog,
    }),
    shutdown: async () => void calls.push('shutdown'),
    exit: () => void calls.push('exit'),
    log: appLog,
  });
  return { guard, approval, asked, calls, appLog };
}

describe("quitting with holds waiting needs a manager's approval (Electron host)", () => {
  it('asks the page once the cashier said quit, and quits only after a manager approved', async () => {
    const { guard, approval, asked, calls } = quitPath(true);
    expect(guard.request()).toBe(true);
    await vi.waitFor(() => expect(asked).toEqual([2]));
    expect(calls).toEqual([]);
    approval.approve();
    await vi.waitFor(() => expect(calls).toEqual(['shutdown', 'exit']));
  });

  it('stays open when the page says stay, and asks again on the next quit', async () => {
    const { guard, approval, asked, calls, appLog } = quitPath(true);
    guard.request();
    await vi.waitFor(() => expect(asked).toEqual([2]));
    approval.stay();
    await vi.waitFor(() => expect(appLog.info).toHaveBeenCalledWith(expect.stringMatching(/not approved/)));
    expect(calls).toEqual([]);
    guard.request();
    await vi.waitFor(() => expect(asked).toEqual([2, 2]));
  });

  it('does not ask the page when the cashier chose to stay', async () => {
    const { guard, asked, calls, appLog } = quitPath(false);
    guard.request();
    await vi.waitFor(() => expect(appLog.info).toHaveBeenCalledWith(expect.stringMatching(/quit cancelled/)));
    expect(asked).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("quits on the cashier's word while no manager exists (nobody could approve)", async () => {
    const { guard, asked, calls } = quitPath(true, false);
    guard.request();
    await vi.waitFor(() => expect(calls).toEqual(['shutdown', 'exit']));
    expect(asked).toEqual([]);
  });

  it('closes at once when the session ends while the page is asked', async () => {
    const { guard, asked, calls } = quitPath(true);
    guard.request();
    await vi.waitFor(() => expect(asked).toEqual([2]));
    guard.request({ ask: false });
    await vi.waitFor(() => expect(calls).toEqual(['shutdown', 'exit']));
  });
});

describe('QuitApproval', () => {
  it('takes no answer in time for stay', async () => {
    vi.useFakeTimers();
    try {
      const approval = new QuitApproval(new EventBus(), 1_000);
      const answer = approval.request(1);
      vi.advanceTimersByTime(1_000);
      expect(await answer).toBe(false);
      expect(() => approval.approve()).toThrow(
        expect.objectContaining({ value: expect.objectContaining({ code: 'quitNotAsked' }) }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a second request and drops the first as stay', async () => {
    const approval = new QuitApproval(new EventBus(), 60_000);
    const first = approval.request(1);
    const second = approval.request(1);
    expect(await first).toBe(false);
    approval.approve();
    expect(await second).toBe(true);
  });
});
