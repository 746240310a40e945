import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SETTINGS_FILE, keepAppSettings } from '../../electron/app/app-settings';
import { electronDisplayPlacement } from '../../electron/app/display-placement';
import { startDisplayWindow, type DisplayWindowHandle } from '../../electron/app/display-window';
import { startLoopbackHost, type LoopbackHost } from '../../core/hosts/loopback';
import { demoCoreForEachTest } from '../support/core-rig';
import { BrowserWindow, resetFake, screen } from '../support/fake-electron';
import { rpc } from '../../harness/http';
import { quietLog } from '../support/recording-handlers';

vi.mock('electron', () => import('../support/fake-electron'));

/**
 * Settings' guest display in Electron (issue 26): the displays connected, the choice, the window
 * moved at once and the choice kept, behind a manager's grant the core checks. The stand-in
 * `screen` has the cashier's display and two more.
 */
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const PRIMARY = {
  id: 1,
  label: 'Built-in',
  scaleFactor: 1,
  bounds: { x: 0, y: 0, width: 1024, height: 768 },
};
const GUEST = { id: 7, label: '', scaleFactor: 2, bounds: { x: 1024, y: 0, width: 400, height: 240 } };
const OTHER = {
  id: 9,
  label: ' DELL P2419H ',
  scaleFactor: 1,
  bounds: { x: 1824, y: 0, width: 1920, height: 1080 },
};
const PIN = '2468';
const demo = demoCoreForEachTest('display-placement-');

let window: DisplayWindowHandle;
let loopback: LoopbackHost;

beforeEach(async () => {
  resetFake();
  screen.displays = [PRIMARY, GUEST, OTHER];
  window = startDisplayWindow({
    screen: screen as never,
    choice: 'auto',
    preload: '/display-preload.cjs',
    log,
  });
  demo.core.placeGuestDisplayWith(
    electronDisplayPlacement({
      screen: screen as never,
      window,
      keep: (choice) => void keepAppSettings(demo.dir, { guestDisplay: choice }, log),
    }),
  );
  await demo.core.handlers['staff.createFirstManager']({ name: 'Анна', pin: PIN });
  loopback = await startLoopbackHost({
    handlers: demo.core.handlers,
    events: demo.core.events,
    log: quietLog(),
  });
});
afterEach(async () => {
  window.stop();
  await loopback.close();
});

const call = async (name: string, input: object) => {
  const { status, body } = await rpc(loopback.origin, loopback.secret, name, input);
  return { status, body: body as Record<string, unknown> & { error?: { code: string } } };
};
const grant = async () => (await demo.core.handlers['grant.request']({ pin: PIN })).grant;
const savedChoice = () => {
  const file = path.join(demo.dir, APP_SETTINGS_FILE);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { guestDisplay: unknown }).guestDisplay
    : undefined;
};
const windowBounds = () => (window.window() as unknown as BrowserWindow | undefined)?.options;

describe("Settings' guest display in Electron", () => {
  it('lists every display connected with its name and size in pixels, the cashier’s marked', async () => {
    const { status, body } = await call('display.placement', {});
    expect(status).toBe(200);
    expect(body).toEqual({
      host: 'electron',
      choice: 'auto',
      displays: [
        { id: 1, label: 'Built-in', width: 1024, height: 768, primary: true },
        { id: 7, label: '', width: 800, height: 480, primary: false },
        { id: 9, label: 'DELL P2419H', width: 1920, height: 1080, primary: false },
      ],
      showingOn: 7,
    });
  });

  it('refuses a choice without a manager’s grant: the window stays and nothing is kept', async () => {
    const refused = await call('display.place', { choice: 9 });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'grantRequired' } } });
    expect(window.showingOn()).toBe(7);
    expect(savedChoice()).toBeUndefined();
  });

  it('moves the window at once on a manager’s grant, keeps the choice, and journals it', async () => {
    const placed = await call('display.place', { choice: 9, grant: await grant() });
    expect(placed).toMatchObject({ status: 200, body: { choice: 9, showingOn: 9 } });
    expect(windowBounds()).toMatchObject(OTHER.bounds);
    expect(BrowserWindow.windows[0]!.destroy).toHaveBeenCalled();
    expect(savedChoice()).toBe(9);
    const [entry] = demo.core.journal.list({ kind: 'protected' }).entries;
    expect(entry).toMatchObject({
      who: 'Анна',
      what: 'display.place',
      details: { 'guestDisplay before': 'auto', 'guestDisplay after': 'DELL P2419H, 1920×1080' },
    });

    const none = await call('display.place', { choice: 'none', grant: await grant() });
    expect(none).toMatchObject({ status: 200, body: { choice: 'none', showingOn: null } });
    expect(window.window()).toBeUndefined();
    expect(savedChoice()).toBe('none');
    expect(demo.core.journal.list({ kind: 'protected' }).entries[0]!.details).toEqual({
      'guestDisplay before': 'DELL P2419H, 1920×1080',
      'guestDisplay after': 'none',
    });
  });

  it('keeps a display chosen while it is away, and opens on it when it is connected again', async () => {
    screen.displays = [PRIMARY, GUEST];
    screen.emit('display-removed');
    expect((await call('display.place', { choice: 9, grant: await grant() })).body).toMatchObject({
      choice: 9,
      showingOn: null,
    });
    expect(window.window()).toBeUndefined();
    // Away, the display has no name or size to journal: its id stands in.
    expect(demo.core.journal.list({ kind: 'protected' }).entries[0]!.details).toMatchObject({
      'guestDisplay after': '#9',
    });
    screen.displays = [PRIMARY, GUEST, OTHER];
    screen.emit('display-added');
    expect(window.showingOn()).toBe(9);
  });

  it('never puts the guest’s window on the cashier’s display, and refuses a choice outside the schema', async () => {
    expect((await call('display.place', { choice: 1, grant: await grant() })).body).toMatchObject({
      choice: 1,
      showingOn: null,
    });
    expect(window.window()).toBeUndefined();
    for (const choice of [-1, 1.5, 'primary'])
      expect((await call('display.place', { choice, grant: await grant() })).status).toBe(400);
  });
});
