import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../src/lazy/after-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Animation frames the test paints by hand. */
function framesByHand(): { paint: () => void } {
  const waiting: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(callback));
  return { paint: () => waiting.splice(0).forEach((callback) => callback(performance.now())) };
}

describe('afterPaint', () => {
  it('runs the work in a task after the next frame, not before it', () => {
    vi.useFakeTimers();
    const frames = framesByHand();
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(50);
    expect(work).not.toHaveBeenCalled(); // no frame yet
    frames.paint();
    expect(work).not.toHaveBeenCalled(); // the frame itself is not delayed by it
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(work).toHaveBeenCalledTimes(1); // once, though the window's fallback came too
  });

  it('runs the work in a window that paints no frames (hidden), after 100 ms', () => {
    vi.useFakeTimers();
    framesByHand(); // never painted
    const work = vi.fn();
    afterPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled, never runs', () => {
    vi.useFakeTimers();
    const frames = framesByHand();
    const work = vi.fn();
    const cancel = afterPaint(work);
    cancel();
    frames.paint();
    vi.advanceTimersByTime(500);
    expect(work).not.toHaveBeenCalled();
  });
});
