// The least of `electron` that the main bundle's top level touches (see electron-stub-hooks.mjs).
const paths = new Map([['appData', process.env.STUB_APP_DATA ?? '/tmp']]);
export const app = {
  getPath: (name) => paths.get(name),
  setPath: (name, value) => paths.set(name, value),
  requestSingleInstanceLock: () => false,
  exit: (code) => {
    console.log(`app.exit(${code}) userData=${paths.get('userData')}`);
    process.exit(code);
  },
  on: () => app,
  whenReady: () => new Promise(() => undefined),
};
export const protocol = {
  registerSchemesAsPrivileged: (schemes) => console.log(`privileged ${schemes.map((s) => s.scheme)}`),
};
const unused = new Proxy({}, { get: () => () => undefined });
export const BrowserWindow = unused;
export const dialog = unused;
export const Menu = unused;
export const session = unused;
export const ipcMain = unused;
export const safeStorage = unused;
export const screen = unused;
export default { app, protocol, BrowserWindow, dialog, Menu, session, ipcMain, safeStorage, screen };
