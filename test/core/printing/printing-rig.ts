import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { PrinterStatus } from '../../../common/contract/index';
import { TerminalCore } from '../../../core/terminal/terminal-core';
import type { RunningServer } from '../../../server/cli';
import { commandValue } from '../../support/command-value';
import { demoCoreOptions } from '../../support/core-rig';
import { startDemoPlatform } from '../../../harness/demo-platform';
import { decodeEscPos, FakePrinter } from '../../support/fake-printer';
import { FaultProxy } from '../../../harness/fault-proxy';
import { swipedRef } from '../../support/money-guards';
import { until } from '../../support/until';

/** Short time-outs: a dead printer costs a test a fraction of a second. */
export const FAST_PRINTING = {
  timing: { connectMs: 300, ioMs: 300, retryInitialMs: 100, retryMaxMs: 200, pollMs: 0 },
};
export const BONUS = 'bonus_account_type-1';

export interface PrintingRig {
  readonly dir: string;
  readonly printer: FakePrinter;
  readonly proxy: FaultProxy;
  readonly core: TerminalCore;
  /** Closes the core and opens it again on the same folder (a restart of the till). */
  restart(): Promise<TerminalCore>;
}

/**
 * For each test: the demo platform behind a fault proxy, a fake printer, and a core printing to
 * it with short time-outs (Russian slips, 58 mm).
 */
export function printingRigForEachTest(): PrintingRig {
  let dir: string | undefined;
  let server: RunningServer | undefined;
  let proxy: FaultProxy | undefined;
  let printer: FakePrinter | undefined;
  let core: TerminalCore | undefined;
  const open = () => {
    const options = demoCoreOptions(dir!, `${proxy!.origin}/platform`, {
      tuning: { requestTimeoutMs: 1_000 },
    });
    return TerminalCore.open({
      ...options,
      launch: { ...options.launch, printer: { address: printer!.address } },
      printing: FAST_PRINTING,
    });
  };
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'printing-'));
    server = await startDemoPlatform();
    proxy = await FaultProxy.start({ target: new URL(server.baseUrl).origin });
    printer = await FakePrinter.start();
    core = await open();
  });
  afterEach(async () => {
    await core?.close();
    await printer?.close();
    await proxy?.close();
    await server?.close();
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
    [dir, server, proxy, printer, core] = [undefined, undefined, undefined, undefined, undefined];
  });
  return {
    get dir() {
      return dir!;
    },
    get printer() {
      return printer!;
    },
    get proxy() {
      return proxy!;
    },
    get core() {
      return core!;
    },
    async restart() {
      await core!.close();
      core = await open();
      return core;
    },
  };
}

/** Иванов's bill of 1 234,50: 617,25 paid with bonuses (or `payCents`), 30,86 awarded. */
export async function settleBill(core: TerminalCore, payCents = 61_725, billNumber = '1234') {
  return commandValue<{ pay?: { holdId: string; state: string }; award?: { holdId: string; state: string } }>(
    core,
    'bill.settle',
    {
      token: await swipedRef(core),
      billCents: 123_450,
      billNumber,
      pay: { accountGuid: BONUS, amountCents: payCents },
      award: { accountGuid: BONUS, amountCents: 3_086 },
    },
  );
}

/** The text lines of each printout the fake printer printed whole. */
export const printedLines = (printer: FakePrinter) =>
  printer.printed().map((bytes) => decodeEscPos(bytes).lines);

export function printerStatus(core: TerminalCore): PrinterStatus {
  return core.status().printer!;
}

/** Waits until the fake printer printed `count` whole printouts, then a while longer to see no more come. */
export async function printedExactly(printer: FakePrinter, count: number): Promise<string[][]> {
  await until(() => printer.printed().length >= count, 8_000);
  await new Promise((resolve) => setTimeout(resolve, 400));
  return printedLines(printer);
}
