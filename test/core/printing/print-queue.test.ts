import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrinterState } from '../../../common/contract/index';
import { openTerminalDb, type TerminalDb } from '../../../core/offline';
import { PrintQueue } from '../../../core/printing/print-queue';
import { PrintStore } from '../../../core/printing/print-store';
import type { Delivery } from '../../../core/printing/transport';
import { until } from '../../support/until';

let dir: string;
let db: TerminalDb;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'print-queue-'));
  db = openTerminalDb(path.join(dir, 'terminal.db'));
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

/** A printer that prints while `state` is ready, recording what it printed. */
function scriptedPrinter() {
  const printer = { state: 'ready' as PrinterState, printed: [] as string[], goes: 0 };
  const transport = async (bytes: Uint8Array | undefined): Promise<Delivery> => {
    printer.goes += 1;
    if (printer.state !== 'ready' || bytes === undefined) return { state: printer.state, printed: false };
    printer.printed.push(Buffer.from(bytes).toString());
    return { state: 'ready', printed: true };
  };
  return { printer, transport };
}

function queueOn(
  transport: (bytes: Uint8Array | undefined) => Promise<Delivery>,
  timing = { retryInitialMs: 20, retryMaxMs: 40, pollMs: 0 },
) {
  const store = new PrintStore(db);
  const queue = new PrintQueue({
    store,
    transport: () => transport,
    now: () => Date.now(),
    changed: () => undefined,
    timing,
    log: { error: () => undefined },
  });
  return { store, queue };
}

const bytes = (text: string) => Uint8Array.from(Buffer.from(text));

describe('the print queue', () => {
  it('prints the jobs oldest first, each once, also those added while one prints', async () => {
    const { printer, transport } = scriptedPrinter();
    const { queue, store } = queueOn(transport);
    queue.add('slip', 'a', bytes('first'));
    queue.add('slip', 'b', bytes('second'));
    queue.add('report', 'x1', bytes('third'));
    await until(() => printer.printed.length === 3);
    await queue.close();
    expect(printer.printed).toEqual(['first', 'second', 'third']);
    expect(store.waiting()).toBe(0);
    expect(store.lastSlip()).toBe('b');
  });

  it('keeps a job the printer could not take, in its place, and prints it once the printer is back', async () => {
    const { printer, transport } = scriptedPrinter();
    printer.state = 'noPaper';
    const { queue, store } = queueOn(transport);
    queue.add('slip', 'a', bytes('first'));
    queue.add('slip', 'b', bytes('second'));
    await until(() => printer.goes >= 3);
    expect(queue.status()).toEqual({ state: 'noPaper', waiting: 2 });
    expect(printer.printed).toEqual([]);
    printer.state = 'ready';
    await until(() => store.waiting() === 0);
    await queue.close();
    expect(printer.printed).toEqual(['first', 'second']);
  });

  it('asks a printer that answered (no paper) again at the first delay; one that does not, less often', async () => {
    const timing = { retryInitialMs: 30, retryMaxMs: 10_000, pollMs: 0 };
    const goesIn = async (state: PrinterState) => {
      const { printer, transport } = scriptedPrinter();
      printer.state = state;
      const { queue } = queueOn(transport, timing);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        queue.add('slip', 'a', bytes('first'));
        await vi.advanceTimersByTimeAsync(400);
      } finally {
        vi.useRealTimers();
      }
      await queue.close();
      return printer.goes;
    };
    // 400 ms: a go at once and one every 30 ms (14); doubling (30, 60, 120, 240) gives 4.
    expect(await goesIn('noPaper')).toBe(14);
    expect(await goesIn('unreachable')).toBe(4);
  });
});
