import { FuseV1Options, FuseVersion, type FuseConfig } from '@electron/fuses';

/**
 * The build switch for automated tests: `LOYALTY_TERMINAL_TEST_BUILD=1 npm run dist:linux` keeps
 * the `--inspect` family of arguments, which drivers such as Playwright's Electron support need.
 * Never for a cashier's machine.
 */
export const TEST_BUILD_ENV = 'LOYALTY_TERMINAL_TEST_BUILD';

/**
 * Electron's fuses for a packaged terminal: no running as plain Node, no NODE_OPTIONS, no
 * inspector from the command line, cookies encrypted, the app loaded only from its asar, whose
 * integrity is checked where Electron can check it (Windows and macOS; Linux has no such check).
 */
export function fuseSettings(platform: string, env: NodeJS.ProcessEnv): FuseConfig {
  const integrityChecked = platform === 'win32' || platform === 'darwin';
  return {
    version: FuseVersion.V1,
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: env[TEST_BUILD_ENV] === '1',
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: integrityChecked,
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  };
}

/** What afterPack needs of electron-builder's context. */
export interface AfterPackContext {
  electronPlatformName: string;
  packager: { addElectronFuses(context: AfterPackContext, fuses: FuseConfig): Promise<unknown> };
}

/**
 * electron-builder's afterPack hook: flips the fuses in the packed executable, before signing
 * (electron-builder signs after this hook). electron-builder has already embedded the asar's
 * integrity hash in the Windows executable by then.
 */
export async function afterPack(
  context: AfterPackContext,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  await context.packager.addElectronFuses(context, fuseSettings(context.electronPlatformName, env));
}
