/**
 * What can be checked of the packaging without the Electron binary: the configuration against
 * electron-builder's own schema, the deb's scripts (composed, macros filled, shellcheck), the udev
 * rule, the NSIS include, the icons, and the fuses the afterPack hook flips.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { composeDebScript, defaultTemplate, fillMacros } from '../../build/packaging/deb-scripts';
import { afterPack, fuseSettings, TEST_BUILD_ENV } from '../../build/packaging/fuses';
import { pngSize, readIco } from '../../build/packaging/ico';
import { APP_ID, builderConfig, PRODUCT_NAME } from '../../electron-builder.config';
import { ICO_SIZES, ICON_SIZES } from '../../scripts/make-icons';

const require = createRequire(import.meta.url);
const generated = mkdtempSync(path.join(tmpdir(), 'packaging-'));
afterAll(() => rmSync(generated, { recursive: true, force: true }));
const config = builderConfig(generated);
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  main: string;
  dependencies: Record<string, string>;
};

describe('electron-builder configuration', () => {
  it("passes electron-builder's own schema validation", async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration(config: unknown, logger: { isEnabled: boolean }): Promise<void>;
    };
    await expect(validateConfiguration(config, { isEnabled: false })).resolves.toBeUndefined();
    // ...which does reject a wrong key (the check is real).
    await expect(
      validateConfiguration({ ...config, nsis: { oneClik: false } }, { isEnabled: false }),
    ).rejects.toThrow(/configuration\.nsis/);
    await expect(validateConfiguration({ ...config, asarUnpak: [] }, { isEnabled: false })).rejects.toThrow(
      /asarUnpak/,
    );
  });

  it("loads through electron-builder's own loader (the .ts file, as `--config` reads it)", async () => {
    const { getConfig } = require('app-builder-lib/out/util/config/config') as {
      getConfig(projectDir: string, configPath: string, options: null): Promise<Record<string, unknown>>;
    };
    const loaded = await getConfig(process.cwd(), 'electron-builder.config.ts', null);
    expect(loaded['appId']).toBe(APP_ID);
    expect(typeof loaded['afterPack']).toBe('function');
    expect(readFileSync((loaded['deb'] as { afterInstall: string }).afterInstall, 'utf8')).toBe(
      composeDebScript('after-install', 'build'),
    );
  });

  it('names the app; the version is package.json’s', () => {
    expect(config.appId).toBe(APP_ID);
    expect(config.productName).toBe(PRODUCT_NAME);
    expect(config.executableName).toBe(pkg.name);
    expect(config).not.toHaveProperty('buildVersion');
    expect(config.extraMetadata).not.toHaveProperty('version');
    expect(JSON.stringify([config.linux?.artifactName, config.nsis?.artifactName])).toMatch(
      /\$\{version\}.*\$\{version\}/,
    );
  });

  it('packs the built app: main, both preloads and renderer, no source maps, package.json whose main is the bundle', () => {
    expect(config.files).toEqual([
      'package.json',
      'out/main/**',
      'out/preload/**',
      'out/display-preload/**',
      'out/renderer/**',
      '!**/*.map',
    ]);
    expect(pkg.main).toBe('out/main/main.js');
    expect(config.asar).toBe(true);
  });

  it('rebuilds native modules for Electron and keeps them out of the asar', () => {
    expect(config.npmRebuild).toBe(true);
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['better-sqlite3', 'node-hid']));
    expect(config.asarUnpack).toEqual(
      expect.arrayContaining(['**/*.node', 'node_modules/better-sqlite3/**', 'node_modules/node-hid/**']),
    );
  });

  it('targets AppImage and deb on Linux, NSIS on Windows', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64'] }]);
  });

  it('NSIS: per-machine or per-user chosen at install, desktop shortcut, data folder kept unless asked', () => {
    expect(config.nsis).toMatchObject({
      oneClick: false,
      perMachine: false,
      allowElevation: true,
      createDesktopShortcut: true,
      deleteAppDataOnUninstall: false,
    });
    const include = readFileSync(config.nsis!.include!, 'utf8');
    expect(include.charCodeAt(0)).toBe(0xfeff); // UTF-8 with BOM for the Russian text
    expect(include).toMatch(
      /!macro customUnInstall[\s\S]*\$\{ifNot\} \$\{isUpdated\}[\s\S]*\$\{AndIfNot\} \$\{Silent\}/,
    );
    expect(include).toMatch(
      /MessageBox MB_YESNO\|MB_ICONEXCLAMATION\|MB_DEFBUTTON2 "[^"]*unsent[^"]*" IDNO loyaltyKeepData/,
    );
    expect(include).toContain('RMDir /r "$APPDATA\\loyalty-terminal"');
  });

  it('icons: the Linux sizes and the Windows .ico, all drawn from build/icon.svg', () => {
    expect(config.linux?.icon).toBe('build/icons');
    for (const size of ICON_SIZES)
      expect(pngSize(readFileSync(`build/icons/${size}x${size}.png`))).toEqual({ width: size, height: size });
    const ico = readIco(readFileSync(config.win!.icon!));
    expect(ico.map((image) => [image.width, image.height])).toEqual(ICO_SIZES.map((size) => [size, size]));
    for (const image of ico)
      expect(pngSize(image.data)).toEqual({ width: image.width, height: image.height });
    expect(readFileSync('build/icon.svg', 'utf8')).toMatch(/^<svg /);
  });

  it('ships the udev rule as a resource, where the deb script installs it from', () => {
    expect(config.extraResources).toEqual([{ from: 'build/udev', to: 'udev', filter: ['*.rules'] }]);
    expect(composeDebScript('after-install', 'build')).toContain(
      "'/opt/${sanitizedProductName}/resources/udev/70-loyalty-terminal-readers.rules'",
    );
  });
});

describe('the NSIS uninstaller include', () => {
  /** An uninstaller with stand-ins for what electron-builder's templates define around the include. */
  const harness = (include: string) => `Unicode true
!include LogicLib.nsh
!include FileFunc.nsh
Var installMode
Var updatedFlag
!macro _isUpdated _a _b _t _f
  StrCmp $updatedFlag "1" \`\${_t}\` \`\${_f}\`
!macroend
!define isUpdated \`"" isUpdated ""\`
!include "${include}"
Name "harness"
OutFile "${path.join(generated, 'harness.exe')}"
RequestExecutionLevel user
Section "install"
  StrCpy $installMode "all"
  StrCpy $updatedFlag "0"
  WriteUninstaller "$TEMP\\u.exe"
SectionEnd
Section "un.Uninstall"
  !insertmacro customUnInstall
SectionEnd
`;
  const makensis = (include: string) => {
    const script = path.join(generated, `harness-${Math.random().toString(36).slice(2)}.nsi`);
    writeFileSync(script, harness(include));
    return spawnSync('makensis', ['-V1', '-WX', script], { encoding: 'utf8' });
  };

  it('compiles with makensis, warnings as errors (.ci/run installs nsis)', () => {
    const result = makensis(path.resolve(config.nsis!.include!));
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/need\+=\(nsis\)/);
  });

  it('makensis is really checking (a broken include fails)', () => {
    const broken = path.join(generated, 'broken.nsh');
    writeFileSync(broken, readFileSync(config.nsis!.include!, 'utf8').replace('RMDir /r', 'RMDir /r /bogus'));
    expect(makensis(broken).status).not.toBe(0);
  });
});

describe('deb scripts', () => {
  const macros = { executable: pkg.name, sanitizedProductName: PRODUCT_NAME, productFilename: PRODUCT_NAME };
  const shellcheck = (text: string, ...args: string[]) => {
    const file = path.join(generated, `check-${Math.random().toString(36).slice(2)}.sh`);
    writeFileSync(file, text);
    return spawnSync('shellcheck', ['--shell=bash', ...args, file], { encoding: 'utf8' });
  };

  it.each(['after-install', 'after-remove'] as const)(
    '%s: electron-builder’s own script first, whole, then ours',
    (script) => {
      const composed = composeDebScript(script, 'build');
      expect(composed.startsWith(defaultTemplate(script).trimEnd())).toBe(true);
      expect(composed).toContain(readFileSync(`build/linux/${script}-udev.sh`, 'utf8'));
      expect(
        readFileSync(config.deb![script === 'after-install' ? 'afterInstall' : 'afterRemove']!, 'utf8'),
      ).toBe(composed);
    },
  );

  it('after-install keeps the chrome-sandbox permissions and installs and applies the rule', () => {
    const script = fillMacros(composeDebScript('after-install', 'build'), macros);
    expect(script).toContain("chmod 4755 '/opt/Loyalty Terminal/chrome-sandbox'");
    expect(script).toContain("chmod 0755 '/opt/Loyalty Terminal/chrome-sandbox'");
    expect(script).toMatch(/install -m 0644 "\$LOYALTY_RULE_SOURCE" "\$LOYALTY_RULE_TARGET"/);
    expect(script).toContain('udevadm control --reload-rules');
    expect(script).toContain('udevadm trigger --subsystem-match=hidraw');
  });

  it('every macro in our parts is one electron-builder defines', () => {
    for (const script of ['after-install', 'after-remove'] as const)
      expect(() => fillMacros(composeDebScript(script, 'build'), macros)).not.toThrow();
    expect(() => fillMacros('${notAMacro}', macros)).toThrow(/notAMacro/);
  });

  it.each(['after-install', 'after-remove'] as const)(
    '%s: our part passes shellcheck with every warning',
    (script) => {
      const ours = fillMacros(readFileSync(`build/linux/${script}-udev.sh`, 'utf8'), macros);
      const result = shellcheck(`#!/bin/bash\n${ours}`, '--severity=style');
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );

  it.each(['after-install', 'after-remove'] as const)(
    '%s: the whole script has no shellcheck error',
    (script) => {
      const result = shellcheck(fillMacros(composeDebScript(script, 'build'), macros), '--severity=error');
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );

  it('shellcheck is really checking (a broken script fails)', () => {
    expect(shellcheck('#!/bin/bash\nif [ -f x ; then\n', '--severity=error').status).not.toBe(0);
  });
});

describe('the udev rule', () => {
  const rule = readFileSync('build/udev/70-loyalty-terminal-readers.rules', 'utf8');
  const lines = rule.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));

  it('sorts before 73-seat-late.rules, which applies uaccess', () => {
    expect('70-loyalty-terminal-readers.rules' < '73-seat-late.rules').toBe(true);
  });

  it('every GOTO has its LABEL, every line is KEY op "value" pairs of known keys', () => {
    const labels = new Set([...rule.matchAll(/^LABEL="([^"]+)"/gm)].map((m) => m[1]));
    const gotos = [...rule.matchAll(/GOTO="([^"]+)"/g)].map((m) => m[1]);
    expect(gotos.length).toBeGreaterThan(5);
    for (const target of gotos) expect(labels.has(target), target).toBe(true);
    const pair = /^(ACTION|SUBSYSTEM|ATTRS\{\w+\}|PROGRAM|GOTO|LABEL|TAG|GROUP|MODE)(==|!=|\+=|=)"[^"]*"$/;
    for (const line of lines) {
      const pairs = line.replace(/\s+#.*$/, '').split(/,\s*(?=[A-Z])/);
      for (const item of pairs) expect(item.trim(), line).toMatch(pair);
    }
  });

  it('grants the session user (uaccess) and plugdev read access to hidraw readers only', () => {
    expect(lines).toContain('SUBSYSTEM!="hidraw", GOTO="loyalty_readers_end"');
    expect(lines).toContain('TAG+="uaccess", GROUP="plugdev", MODE="0660"');
    expect(rule).not.toMatch(/MODE="0?666"/);
  });

  it('udevadm verify accepts it, where udevadm is installed', () => {
    const udevadm = ['/usr/bin/udevadm', '/bin/udevadm'].find((candidate) => existsSync(candidate));
    if (!udevadm) return; // the structural checks above stand in
    const result = spawnSync(udevadm, ['verify', 'build/udev/70-loyalty-terminal-readers.rules'], {
      encoding: 'utf8',
    });
    if (/Unknown command verb|unknown command/i.test(result.stderr)) return; // systemd < 254
    expect(result.status, result.stderr).toBe(0);
  });
});

describe('fuses', () => {
  it('a cashier build: no RunAsNode, no NODE_OPTIONS, no --inspect, encrypted cookies, app only from the asar', () => {
    const linux = fuseSettings('linux', {});
    expect(linux).toEqual({
      version: FuseVersion.V1,
      [FuseV1Options.RunAsNode]: false,
      [FuseV1Options.EnableCookieEncryption]: true,
      [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
      [FuseV1Options.EnableNodeCliInspectArguments]: false,
      [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: false,
      [FuseV1Options.OnlyLoadAppFromAsar]: true,
      [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
    });
  });

  it('asar integrity is checked where Electron supports it (Windows, macOS)', () => {
    expect(fuseSettings('win32', {})[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(fuseSettings('darwin', {})[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
  });

  it(`${TEST_BUILD_ENV}=1 keeps the --inspect arguments for automated tests, and nothing else changes`, () => {
    const test = fuseSettings('linux', { [TEST_BUILD_ENV]: '1' });
    expect(test[FuseV1Options.EnableNodeCliInspectArguments]).toBe(true);
    expect({ ...test, [FuseV1Options.EnableNodeCliInspectArguments]: false }).toEqual(
      fuseSettings('linux', {}),
    );
    expect(
      fuseSettings('linux', { [TEST_BUILD_ENV]: 'yes' })[FuseV1Options.EnableNodeCliInspectArguments],
    ).toBe(false);
  });

  it('the afterPack hook flips them through electron-builder, for the platform packed', async () => {
    const addElectronFuses = vi.fn(async () => undefined);
    const context = { electronPlatformName: 'win32', packager: { addElectronFuses } };
    expect(config.afterPack).toBe(afterPack);
    await afterPack(context, {});
    expect(addElectronFuses).toHaveBeenCalledWith(context, fuseSettings('win32', {}));
  });
});

describe('the shellcheck tool', () => {
  it('is installed (.ci/run installs it)', () => {
    expect(execFileSync('shellcheck', ['--version'], { encoding: 'utf8' })).toMatch(/version: \d/);
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/shellcheck/);
  });
});
