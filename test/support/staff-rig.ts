import { CoreError } from '../../core/terminal/errors';
import { Journal } from '../../core/terminal/journal/journal';
import { ManagerRole } from '../../core/terminal/staff/manager-role';
import type { PinHashCost } from '../../core/terminal/staff/pin-hash';
import { quietLog } from './recording-handlers';

/** scrypt at a cost tests can afford many times (the product's is 2^14). */
export const TEST_PIN_COST: PinHashCost = { N: 1_024, r: 8, p: 1 };

/** A ManagerRole on a folder with a clock the test moves (`clock.now += ms`). */
export function managerRoleIn(dir: string, options: { pinLength?: number } = {}) {
  const clock = { now: Date.parse('2026-11-24T10:00:00Z') };
  const journal = new Journal(dir, () => clock.now, quietLog());
  const role = new ManagerRole({
    dataDir: dir,
    now: () => clock.now,
    journal,
    platformPinLength: () => options.pinLength,
    pinCost: TEST_PIN_COST,
  });
  return { clock, journal, role };
}

/** The error code a call fails with. */
export async function codeOf(call: () => unknown): Promise<string> {
  try {
    await call();
  } catch (error) {
    if (error instanceof CoreError) return error.value.code;
    throw error;
  }
  throw new Error('the call succeeded');
}
