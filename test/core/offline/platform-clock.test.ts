import { describe, expect, it } from 'vitest';
import { PlatformClock } from '../../../core/offline/platform-clock';

const T = Date.parse('2026-11-23T10:00:00.000Z');

describe('PlatformClock', () => {
  it('is unknown until measured', () => {
    const clock = new PlatformClock();
    expect(clock.offset()).toBeNull();
    expect(clock.toPlatform(T)).toBeNull();
  });

  it("bounds the offset by a confirmed transaction's regTime and narrows with each measurement", () => {
    const clock = new PlatformClock();
    // Platform 2 h ahead; our request was in flight from T to T + 200 ms.
    clock.observeRegTime(new Date(T + 7_200_000 + 50).toISOString(), T, T + 200);
    expect(clock.offset()).toEqual({ low: 7_200_000 - 150, high: 7_200_000 + 1_050 });
    clock.observeDate(new Date(T + 10_000 + 7_200_000).toUTCString(), T + 10_000, T + 10_100);
    const { low, high } = clock.offset()!;
    expect(low).toBe(7_200_000 - 100);
    expect(high).toBe(7_200_000 + 1_000);
    expect(clock.toPlatform(T)).toEqual({ low: T + low, high: T + high });
  });

  it('starts again from a measurement that contradicts the bounds (a clock was set)', () => {
    const clock = new PlatformClock();
    clock.observeRegTime(new Date(T).toISOString(), T, T + 100);
    clock.observeRegTime(new Date(T + 900_000).toISOString(), T, T + 100);
    expect(clock.offset()).toEqual({ low: 900_000 - 100, high: 900_000 + 1_000 });
  });

  it('ignores what does not parse', () => {
    const clock = new PlatformClock();
    clock.observeDate('not a date', T, T);
    clock.observeRegTime('yesterday', T, T);
    expect(clock.offset()).toBeNull();
  });
});
