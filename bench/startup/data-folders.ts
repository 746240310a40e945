import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { CrmCustomer } from '../../common/platform/schemas';
import { customerInCents } from '../../core/platform/in-cents';
import { GuestCache, loadOrCreateInstallSecret, openTerminalDb, TokenHasher } from '../../core/offline';
import { EMBEDDED_DB_FILE, embeddedPlatform } from '../../core/hosts/embedded-platform';
import { FileSecretStore } from '../../core/terminal/settings/secret-store';
import { TerminalCore } from '../../core/terminal/terminal-core';
import { startServer } from '../../server/start-server';
import { E2E_MANAGER } from '../../harness/e2e/manager';
import { LOAD_ACCOUNT, writeLoadFixture, type LoadGuest } from '../../harness/load-fixture';
import { flushFolderToDisk } from './flush-to-disk';

export const SAVED_GUESTS = 20_000;
export const QUEUED_HOLDS = 1_000;
/** A platform address nothing listens on: the large folder's holds are queued while it is unreachable. */
const UNREACHABLE = 'http://127.0.0.1:9/platform';

/**
 * A data folder as a till meets it every morning, kept as a template and restored before each
 * start (the folder and this machine's record of it, so the start sees the same till and does
 * not quarantine a copy). `platformDb` is the platform database that knows the folder's guests,
 * for the embedded platform (copied into the folder) or a platform server of its own.
 */
export interface FolderTemplate {
  readonly label: string;
  readonly platformDb: string;
  /** Puts the template back at `dataDir` (and its machine record into `machineDir`). */
  restore(dataDir: string, machineDir: string): void;
}

/**
 * Builds a template at `dataDir`: the core opened once on it (the embedded platform's database
 * in place, the first manager made), and for the large one the saved guests written the way a
 * lookup writes them (GuestCache.putGuest) and the holds queued by the queue's offline path
 * (limits checked) while the platform cannot be reached.
 */
export async function buildFolder(options: {
  label: string;
  dataDir: string;
  machineDir: string;
  workDir: string;
  large: boolean;
}): Promise<FolderTemplate> {
  const { dataDir, machineDir, workDir } = options;
  process.env.LOYALTY_TERMINAL_MACHINE_DIR = machineDir;
  for (const dir of [dataDir, machineDir]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const load = options.large ? writeLoadFixture(workDir, SAVED_GUESTS) : undefined;
  // The demo data for the small folder; for the large one, the demo venue and its guests.
  const platformDb = path.join(workDir, `${options.label}-platform.db`);
  const platform = await startServer({ db: platformDb, ...(load ? { fixture: load.file } : {}) });
  await platform.close();
  cpSync(platformDb, path.join(dataDir, EMBEDDED_DB_FILE));
  if (load) saveGuests(dataDir, load.guests);

  const core = await TerminalCore.open({
    dataDir,
    secrets: new FileSecretStore(dataDir),
    launch: { platform: { url: options.large ? UNREACHABLE : null, user: 'demo' } },
    embeddedPlatform: embeddedPlatform(dataDir),
  });
  try {
    const made = await core.handlers['staff.createFirstManager'](E2E_MANAGER);
    if (!made) throw new Error('the first manager was not made');
    if (load) await queueHolds(core, load.guests);
  } finally {
    await core.close();
  }

  const templateDir = path.join(workDir, `${options.label}-template`);
  cpSync(dataDir, templateDir, { recursive: true });
  const machineTemplate = path.join(workDir, `${options.label}-machine`);
  cpSync(machineDir, machineTemplate, { recursive: true });
  return {
    label: options.label,
    platformDb,
    restore(to, toMachine) {
      rmSync(to, { recursive: true, force: true });
      rmSync(toMachine, { recursive: true, force: true });
      cpSync(templateDir, to, { recursive: true });
      cpSync(machineTemplate, toMachine, { recursive: true });
      flushFolderToDisk(to);
      flushFolderToDisk(toMachine);
    },
  };
}

function savedGuest(guest: LoadGuest, index: number): CrmCustomer {
  return {
    customerGuid: guest.customerGuid,
    firstName: `Гость${index}`,
    lastName: 'Нагрузочный',
    tokens: [guest.token],
    accounts: [
      {
        accountBalance: { ledger: 1_000_000, available: 1_000_000, debitHold: 0, creditHold: 0 },
        accountState: 'open',
        accountType: { accountGuid: LOAD_ACCOUNT, name: 'Бонусы' },
      },
    ],
  };
}

/** The guests as lookups save them, in one transaction (one fsync, not 20 000). */
function saveGuests(dataDir: string, guests: LoadGuest[]): void {
  const db = openTerminalDb(path.join(dataDir, 'terminal.db'));
  try {
    const cache = new GuestCache(db, new TokenHasher(loadOrCreateInstallSecret(dataDir)));
    db.transaction(() => guests.forEach((g, i) => cache.putGuest(customerInCents(savedGuest(g, i)))))();
  } finally {
    db.close();
  }
}

async function queueHolds(core: TerminalCore, guests: LoadGuest[]): Promise<void> {
  if ((await core.connectivity.probe()) === 'online')
    throw new Error('the platform must be unreachable here');
  for (let i = 0; i < QUEUED_HOLDS; i++) {
    const guest = guests[i]!;
    const queued = core.queue.enqueue(
      {
        kind: 'debit',
        token: guest.token,
        accountGuid: LOAD_ACCOUNT,
        amountCents: 1_000,
        customerGuid: guest.customerGuid,
      },
      { offline: true },
    );
    if (!queued.ok) throw new Error(`hold ${i} refused: ${JSON.stringify(queued.refusal)}`);
  }
}
