import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RefreshesBehind } from '../../../../core/terminal/guests/refreshes-behind';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('refreshes behind cached answers', () => {
  it('run once lookups have paused, the latest of each guest once', () => {
    const ran: string[] = [];
    const refreshes = new RefreshesBehind(250);
    refreshes.add('g-1', () => ran.push('g-1 first'));
    vi.advanceTimersByTime(200);
    // A second swipe before the pause: the wait starts again, nothing has run.
    refreshes.add('g-2', () => ran.push('g-2'));
    refreshes.add('g-1', () => ran.push('g-1 latest'));
    vi.advanceTimersByTime(200);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(ran).toEqual(['g-2', 'g-1 latest']);
    vi.advanceTimersByTime(1_000);
    expect(ran).toHaveLength(2);
  });

  it('wait at most five seconds however many guests keep coming', () => {
    const ran: number[] = [];
    const refreshes = new RefreshesBehind(250);
    const start = Date.now();
    // A guest every 100 ms, four in turn: never the 250 ms pause.
    for (let swipe = 0; swipe < 60; swipe++) {
      refreshes.add(`g-${swipe % 4}`, () => ran.push(Date.now() - start));
      vi.advanceTimersByTime(100);
    }
    expect(ran.length).toBeGreaterThan(0);
    expect(Math.min(...ran)).toBeLessThanOrEqual(5_000);
  });

  it('do not pile up without end: past fifty guests waiting, they go at once', () => {
    let ran = 0;
    const refreshes = new RefreshesBehind(250);
    for (let guest = 0; guest < 49; guest++) refreshes.add(`g-${guest}`, () => ran++);
    expect(ran).toBe(0);
    refreshes.add('g-49', () => ran++);
    expect(ran).toBe(50);
  });

  it('never run once closed', () => {
    let ran = 0;
    const refreshes = new RefreshesBehind(250);
    refreshes.add('g-1', () => ran++);
    refreshes.close();
    refreshes.add('g-2', () => ran++);
    vi.advanceTimersByTime(1_000);
    expect(ran).toBe(0);
  });
});
