import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGuestDisplay, startDisplayWindow } from '../../electron/app/display-window';
import { BrowserWindow, resetFake, screen } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron'));

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const PRIMARY = { id: 1, bounds: { x: 0, y: 0, width: 1024, height: 768 } };
const GUEST = { id: 7, bounds: { x: 1024, y: 0, width: 800, height: 480 } };
const OTHER = { id: 9, bounds: { x: 1824, y: 0, width: 1920, height: 1080 } };

function start(choice: 'auto' | 'none' | number = 'auto') {
  const handle = startDisplayWindow({
    screen: screen as never,
    choice,
    preload: '/app/display-preload.cjs',
    log,
  });
  // The fake's window, with the options it was created with.
  return { ...handle, window: () => handle.window() as unknown as BrowserWindow | undefined };
}

function connect(...displays: (typeof PRIMARY)[]) {
  screen.displays = [PRIMARY, ...displays];
  screen.emit('display-added');
}

beforeEach(() => resetFake());

describe('the guest display window', () => {
  it('opens no window with one display, and one once a second is connected', () => {
    const handle = start();
    expect(BrowserWindow.windows).toHaveLength(0);
    expect(handle.window()).toBeUndefined();
    connect(GUEST);
    const window = handle.window()!;
    expect(window.options).toMatchObject({ ...GUEST.bounds, fullscreen: true, frame: false });
    expect(window.loadURL).toHaveBeenCalledWith('app://terminal/display.html');
  });

  it('goes on the display chosen by id, and on none when that one is absent', () => {
    screen.displays = [PRIMARY, GUEST, OTHER];
    expect(start(9).window()!.options).toMatchObject(OTHER.bounds);
    resetFake();
    screen.displays = [PRIMARY, GUEST];
    expect(start(9).window()).toBeUndefined();
  });

  it('never goes on the primary display, nor anywhere when the setting says none', () => {
    expect(chooseGuestDisplay([PRIMARY] as never, 1, 1)).toBeUndefined();
    screen.displays = [PRIMARY, GUEST];
    expect(start('none').window()).toBeUndefined();
  });

  it('closes when its display is removed, follows a change of bounds, and closes on stop', () => {
    screen.displays = [PRIMARY, GUEST];
    const handle = start();
    const first = handle.window()!;
    screen.displays = [PRIMARY, { ...GUEST, bounds: { ...GUEST.bounds, width: 1280 } }];
    screen.emit('display-metrics-changed');
    expect(first.destroy).toHaveBeenCalled();
    const moved = handle.window()!;
    expect(moved.options).toMatchObject({ width: 1280 });
    screen.displays = [PRIMARY];
    screen.emit('display-removed');
    expect(handle.window()).toBeUndefined();
    connect(GUEST);
    const again = handle.window()!;
    handle.stop();
    expect(again.destroy).toHaveBeenCalled();
    connect(GUEST);
    expect(handle.window()).toBeUndefined();
  });

  it('has the hardened web preferences of the cashier window, with the display preload', () => {
    screen.displays = [PRIMARY, GUEST];
    const window = start().window()!;
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/display-preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools: false,
    });
  });
});
