import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileSecretStore, SECRETS_FILE } from '../../../../core/terminal/settings/secret-store';
import { SETTINGS_FILE, SettingsStore } from '../../../../core/terminal/settings/settings';

const PASSWORD = 'correct horse battery staple';
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'core-settings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const mode = async (file: string) => (await stat(file)).mode & 0o777;

describe('FileSecretStore', () => {
  it('keeps a password in a 0600 file in the data folder', async () => {
    const store = new FileSecretStore(dir, {});
    expect(await store.get('platformPassword')).toBeUndefined();
    await store.set('platformPassword', PASSWORD);
    expect(await mode(path.join(dir, SECRETS_FILE))).toBe(0o600);
    expect(await new FileSecretStore(dir, {}).get('platformPassword')).toBe(PASSWORD);
  });

  it('takes PLATFORM_PASSWORD from the environment over the file, until the password is changed', async () => {
    await new FileSecretStore(dir, {}).set('platformPassword', 'from-file');
    const store = new FileSecretStore(dir, { PLATFORM_PASSWORD: 'from-env' });
    expect(await store.get('platformPassword')).toBe('from-env');
    await store.set('platformPassword', 'from-ui');
    expect(await store.get('platformPassword')).toBe('from-ui');
  });
});

describe('SettingsStore', () => {
  it('never shows the password and never writes it to the settings file', async () => {
    const settings = new SettingsStore(dir, new FileSecretStore(dir, {}));
    expect((await settings.view()).platform.passwordSet).toBe(false);
    const view = await settings.apply({
      platform: { url: 'http://10.0.0.5:8080/platform', user: 'cafe', password: PASSWORD },
      language: 'en',
    });
    expect(view.platform).toEqual({ url: 'http://10.0.0.5:8080/platform', user: 'cafe', passwordSet: true });
    expect(JSON.stringify(view)).not.toContain(PASSWORD);
    const file = path.join(dir, SETTINGS_FILE);
    expect(await readFile(file, 'utf8')).not.toContain(PASSWORD);
    expect(await mode(file)).toBe(0o600);
    expect(await settings.password()).toBe(PASSWORD);
  });

  it('reports a secret store that fails as a warning and a cashier-readable error, never a crash', async () => {
    const broken = {
      get: async () => {
        throw new Error('keychain locked');
      },
      set: async () => {
        throw new Error('keychain locked');
      },
    };
    const settings = new SettingsStore(dir, broken);
    expect((await settings.view()).platform.passwordSet).toBe(false);
    expect(settings.warnings.map((w) => w.code)).toEqual(['secretStoreFailed']);
    await expect(settings.apply({ platform: { password: PASSWORD } })).rejects.toMatchObject({
      value: { code: 'secretStoreFailed' },
    });
  });

  it('reads back what it saved', async () => {
    await new SettingsStore(dir, new FileSecretStore(dir, {})).apply({
      limits: { perHoldCents: 50_050 },
      purgeDays: 7,
    });
    const again = new SettingsStore(dir, new FileSecretStore(dir, {}));
    expect(again.value.limits.perHoldCents).toBe(50_050);
    expect(again.value.limits.terminalCents).toBe(2_000_000);
    // The file keeps amounts as a manager reads them.
    expect(JSON.parse(await readFile(path.join(dir, SETTINGS_FILE), 'utf8')).limits).toEqual({
      perHold: 500.5,
    });
    expect(again.value.purgeDays).toBe(7);
    expect(again.warnings).toEqual([]);
  });

  it("keeps the on-screen keyboard's setting: automatic until a manager chooses, the choice read back", async () => {
    const settings = new SettingsStore(dir, new FileSecretStore(dir, {}));
    expect((await settings.view()).touchKeyboard).toBe('auto');
    expect((await settings.apply({ touchKeyboard: 'always' })).touchKeyboard).toBe('always');
    const again = new SettingsStore(dir, new FileSecretStore(dir, {}));
    expect((await again.view()).touchKeyboard).toBe('always');
    expect((await again.apply({ language: 'en' })).touchKeyboard).toBe('always');
  });

  it('keeps when the guest closes by itself: after a minute until a manager chooses, the choice read back', async () => {
    const settings = new SettingsStore(dir, new FileSecretStore(dir, {}));
    expect((await settings.view()).guestIdleClose).toBe('1min');
    expect((await settings.apply({ guestIdleClose: 'never' })).guestIdleClose).toBe('never');
    const again = new SettingsStore(dir, new FileSecretStore(dir, {}));
    expect((await again.view()).guestIdleClose).toBe('never');
    expect((await again.apply({ language: 'en' })).guestIdleClose).toBe('never');
  });

  it.each([
    ['not JSON', '{"language": "ru",'],
    ['a wrong type', JSON.stringify({ limits: { perHold: 'lots' } })],
    ['a bad platform address', JSON.stringify({ platform: { url: 'file:///etc/passwd' } })],
    ['credentials in the address', JSON.stringify({ platform: { url: 'http://u:p@10.0.0.5/platform' } })],
    [
      'a bad scanner rule',
      JSON.stringify({
        scanner: { scans: [{ name: 'x', pattern: '(', token: { type: 'card', entry: 'barCode' } }] },
      }),
    ],
  ])(
    'falls back to the defaults with a warning for a file with %s, and keeps that file',
    async (_label, text) => {
      const file = path.join(dir, SETTINGS_FILE);
      await writeFile(file, text);
      const settings = new SettingsStore(dir, new FileSecretStore(dir, {}));
      expect(settings.value.language).toBe('ru');
      expect(settings.value.platform.url).toBeNull();
      expect(settings.warnings.map((w) => w.code)).toEqual(['settingsFileInvalid']);
      expect(settings.warnings[0]!.message.ru).toBeTruthy();

      await settings.apply({ language: 'en' });
      expect(await readFile(path.join(dir, 'settings.invalid.json'), 'utf8')).toBe(text);
      expect(new SettingsStore(dir, new FileSecretStore(dir, {})).value.language).toBe('en');
    },
  );
});
