import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isEscapeKey, lockKiosk } from '../../electron/app/kiosk';
import { QuitGuard, quitQuestion } from '../../electron/app/quit-guard';
import { watchRenderer } from '../../electron/app/renderer-watch';
import { BrowserWindow, emitEvent, resetFake } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron'));

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
beforeEach(() => resetFake());

function guard(waiting: number, answer: boolean | Error) {
  const calls: string[] = [];
  const deps = {
    waiting: () => waiting,
    ask: vi.fn(async (count: number) => {
      calls.push(`ask ${count}`);
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    shutdown: vi.fn(async () => void calls.push('shutdown')),
    exit: vi.fn(() => void calls.push('exit')),
    log,
  };
  return { guard: new QuitGuard(deps), deps, calls };
}

describe('QuitGuard', () => {
  it('with nothing waiting: closes the core, then quits, without asking', async () => {
    const { guard: g, deps, calls } = guard(0, false);
    expect(g.request()).toBe(true);
    await vi.waitFor(() => expect(deps.exit).toHaveBeenCalled());
    expect(calls).toEqual(['shutdown', 'exit']);
    expect(g.request()).toBe(false);
  });

  it('with holds waiting: asks with their number; "stay" keeps everything running', async () => {
    const { guard: g, deps, calls } = guard(3, false);
    expect(g.request()).toBe(true);
    await vi.waitFor(() => expect(deps.ask).toHaveBeenCalledWith(3));
    await Promise.resolve();
    expect(calls).toEqual(['ask 3']);
    expect(deps.shutdown).not.toHaveBeenCalled();
    expect(g.request()).toBe(true); // asks again next time
    await vi.waitFor(() => expect(deps.ask).toHaveBeenCalledTimes(2));
  });

  it('with holds waiting: "quit" closes the core and quits; repeated requests meanwhile are held', async () => {
    const { guard: g, deps, calls } = guard(2, true);
    expect(g.request()).toBe(true);
    expect(g.request()).toBe(true);
    await vi.waitFor(() => expect(deps.exit).toHaveBeenCalled());
    expect(calls).toEqual(['ask 2', 'shutdown', 'exit']);
    expect(g.request()).toBe(false);
  });

  it('a failing dialog still closes the core before quitting', async () => {
    const { guard: g, deps, calls } = guard(1, new Error('no window'));
    g.request();
    await vi.waitFor(() => expect(deps.exit).toHaveBeenCalled());
    expect(calls).toEqual(['ask 1', 'shutdown', 'exit']);
  });

  it('the session ending closes the core at once, without asking', async () => {
    const { guard: g, deps, calls } = guard(4, true);
    expect(g.request({ ask: false })).toBe(true);
    await vi.waitFor(() => expect(deps.exit).toHaveBeenCalled());
    expect(calls).toEqual(['shutdown', 'exit']);
  });

  it('the session ending while the question is open closes without waiting for an answer', async () => {
    let answer: (quit: boolean) => void = () => undefined;
    const calls: string[] = [];
    const deps = {
      waiting: () => 2,
      ask: vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve))),
      shutdown: vi.fn(async () => void calls.push('shutdown')),
      exit: vi.fn(() => void calls.push('exit')),
      log,
    };
    const g = new QuitGuard(deps);
    g.request();
    await vi.waitFor(() => expect(deps.ask).toHaveBeenCalled());
    expect(g.request({ ask: false })).toBe(true);
    await vi.waitFor(() => expect(deps.exit).toHaveBeenCalled());
    answer(false); // "stay", too late: nothing more happens
    await Promise.resolve();
    expect(calls).toEqual(['shutdown', 'exit']);
    expect(g.request()).toBe(false);
  });

  it('says how many holds wait, in both languages, and that they are kept', () => {
    expect(quitQuestion(5, 'ru').message).toContain('5');
    expect(quitQuestion(5, 'ru').detail).toContain('сохранены');
    expect(quitQuestion(1, 'en').message).toBe('1 hold is still waiting to be sent.');
    expect(quitQuestion(4, 'en').message).toBe('4 holds are still waiting to be sent.');
    expect(quitQuestion(4, 'en').buttons[0]).toBe('Stay');
  });
});

describe('watchRenderer', () => {
  afterEach(() => vi.useRealTimers());

  it('reloads a crashed renderer and logs it; a clean exit is left alone', async () => {
    vi.useFakeTimers();
    const window = new BrowserWindow({});
    const reload = vi.fn();
    watchRenderer(window as never, { reload, log });
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 139 });
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith('renderer: process gone (crashed, exit code 139)');
    window.webContents.emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('kills a renderer that stays hung, which then reloads; one that recovers is kept', async () => {
    vi.useFakeTimers();
    const window = new BrowserWindow({});
    watchRenderer(window as never, { reload: vi.fn(), log, hangMs: 5_000 });
    window.emit('unresponsive');
    await vi.advanceTimersByTimeAsync(4_000);
    window.emit('responsive');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(window.webContents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    window.emit('unresponsive');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(window.webContents.forcefullyCrashRenderer).toHaveBeenCalledTimes(1);
  });

  it('a renderer that keeps crashing is reloaded with a pause, not in a tight loop', async () => {
    vi.useFakeTimers();
    let time = 0;
    const window = new BrowserWindow({});
    const reload = vi.fn();
    watchRenderer(window as never, { reload, log, burstLimit: 2, backoffMs: 10_000, now: () => time });
    for (let crash = 0; crash < 2; crash++) {
      window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(reload).toHaveBeenCalledTimes(2);
    window.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 1 });
    await vi.advanceTimersByTimeAsync(9_000);
    expect(reload).toHaveBeenCalledTimes(2);
    time = 9_000;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});

describe('kiosk', () => {
  const key = (key: string, mods: Partial<Record<'control' | 'meta' | 'alt' | 'shift', boolean>> = {}) => ({
    type: 'keyDown',
    key,
    control: false,
    meta: false,
    alt: false,
    shift: false,
    ...mods,
  });

  it('swallows the keys that reload, inspect, zoom or close the page; keeps typing', () => {
    for (const input of [
      key('F11'),
      key('F12'),
      key('F5'),
      key('r', { control: true }),
      key('w', { control: true }),
      key('I', { control: true, shift: true }),
      key('q', { meta: true }),
    ])
      expect(isEscapeKey(input), JSON.stringify(input)).toBe(true);
    for (const input of [
      key('a'),
      key('1'),
      key('Enter'),
      key('Backspace'),
      key('c', { control: true }),
      key('v', { control: true }),
      key('F4', { alt: true }),
    ])
      expect(isEscapeKey(input), JSON.stringify(input)).toBe(false);
    expect(isEscapeKey({ ...key('F5'), type: 'keyUp' })).toBe(false);
  });

  it('puts a window that leaves full screen or is minimised back', () => {
    const window = new BrowserWindow({});
    lockKiosk(window as never);
    window.emit('leave-full-screen');
    expect(window.setKiosk).toHaveBeenCalledWith(true);
    expect(window.setFullScreen).toHaveBeenCalledWith(true);
    window.emit('minimize');
    expect(window.restore).toHaveBeenCalled();
    expect(emitEvent(window.webContents, 'before-input-event', {}, key('F12')).defaultPrevented).toBe(true);
    expect(emitEvent(window.webContents, 'before-input-event', {}, key('a')).defaultPrevented).toBe(false);
  });
});
