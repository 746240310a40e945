import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_PAGE_URL, isAppOrigin, isAppPage } from '../../electron/app/app-url';
import { registerAppScheme, serveRenderer } from '../../electron/app/protocol';
import { RENDERER_CSP, rendererResponse, resolveRendererFile } from '../../electron/app/app-file-responses';
import { protocol, resetFake } from '../support/fake-electron';

vi.mock('electron', () => import('../support/fake-electron'));

const base = mkdtempSync(path.join(tmpdir(), 'app-protocol-'));
const root = path.join(base, 'renderer');
mkdirSync(path.join(root, 'assets'), { recursive: true });
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(path.join(base, 'secrets.json'), '{"platformPassword":"x"}');
symlinkSync(path.join(base, 'secrets.json'), path.join(root, 'linked-out.json'));
symlinkSync(base, path.join(root, 'linked-dir'));
symlinkSync(path.join(root, 'assets', 'app.js'), path.join(root, 'linked-in.js'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
beforeEach(() => resetFake());

describe('the app:// address', () => {
  it('is our host only', () => {
    expect(isAppOrigin('app://terminal/assets/app.js')).toBe(true);
    for (const url of [
      'app://other/index.html',
      'app://terminal:8080/index.html',
      'app://user:pw@terminal/index.html',
      'http://terminal/index.html',
      'file:///index.html',
      'not a url',
    ])
      expect(isAppOrigin(url), url).toBe(false);
  });

  it('names one page, with or without a fragment', () => {
    expect(isAppPage(APP_PAGE_URL)).toBe(true);
    expect(isAppPage(`${APP_PAGE_URL}#/queue`)).toBe(true);
    expect(isAppPage(`${APP_PAGE_URL}?x=1`)).toBe(false);
    expect(isAppPage('app://terminal/assets/app.js')).toBe(false);
    expect(isAppPage('app://evil/index.html')).toBe(false);
  });
});

describe('resolveRendererFile', () => {
  it('finds the files of the renderer, / as index.html', async () => {
    expect(await resolveRendererFile(root, 'app://terminal/')).toBe(path.join(root, 'index.html'));
    expect(await resolveRendererFile(root, 'app://terminal/assets/app.js')).toBe(
      path.join(root, 'assets', 'app.js'),
    );
    expect(await resolveRendererFile(root, 'app://terminal/linked-in.js')).toBe(
      path.join(root, 'assets', 'app.js'),
    );
  });

  it.each([
    'app://terminal/../secrets.json',
    'app://terminal/%2e%2e/secrets.json',
    'app://terminal/assets/%2e%2e%2f%2e%2e%2fsecrets.json',
    'app://terminal/..%5csecrets.json',
    'app://terminal/%00index.html',
    'app://terminal/%E0%A4%A',
    'app://terminal/linked-out.json',
    'app://terminal/linked-dir/secrets.json',
    'app://terminal/assets',
    'app://terminal/missing.js',
    'app://other/index.html',
    'http://terminal/index.html',
    `file://${path.join(root, 'index.html')}`,
  ])('refuses %s', async (url) => {
    expect(await resolveRendererFile(root, url)).toBeUndefined();
  });
});

describe('rendererResponse', () => {
  it('serves a file with its type and the security headers', async () => {
    const response = await rendererResponse(root, { url: 'app://terminal/assets/app.js', method: 'GET' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('sends the CSP with every answer, refusals included', async () => {
    const requests = [
      { url: APP_PAGE_URL, method: 'GET' },
      { url: 'app://terminal/assets/app.js', method: 'HEAD' },
      { url: 'app://terminal/../secrets.json', method: 'GET' },
      { url: 'app://terminal/index.html', method: 'POST' },
    ];
    const statuses = [];
    for (const request of requests) {
      const response = await rendererResponse(root, request);
      statuses.push(response.status);
      expect(response.headers.get('content-security-policy')).toBe(RENDERER_CSP);
    }
    expect(statuses).toEqual([200, 200, 404, 405]);
  });

  it('the CSP allows our own scripts only: no inline or eval script, no plugins, frames, forms or base', () => {
    const directives = new Map(RENDERER_CSP.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    for (const name of ['object-src', 'base-uri', 'frame-src', 'frame-ancestors', 'form-action'])
      expect(directives.get(name), name).toEqual(["'none'"]);
    expect(RENDERER_CSP).not.toMatch(/unsafe-eval|\*|http:|https:/);
  });
});

describe('the protocol handler', () => {
  it('registers app:// as standard and secure, without CSP bypass', () => {
    registerAppScheme();
    expect(protocol.privileged).toEqual([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) },
    ]);
    const privileges = (protocol.privileged[0] as { privileges: Record<string, unknown> }).privileges;
    expect(privileges['bypassCSP']).toBeFalsy();
    expect(privileges['corsEnabled']).toBeFalsy();
    expect(privileges['allowServiceWorkers']).toBeFalsy();
  });

  it('serves the renderer folder and refuses traversal through the real handler', async () => {
    serveRenderer(root);
    const handler = protocol.handlers.get('app');
    expect(handler).toBeDefined();
    const page = await handler!(new Request(APP_PAGE_URL));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>t</title>');
    const escaped = await handler!(new Request('app://terminal/%2e%2e/secrets.json'));
    expect(escaped.status).toBe(404);
    expect(await escaped.text()).not.toContain('platformPassword');
  });
});
