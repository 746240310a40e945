import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSecretForReload } from '../../src/bridge/secret';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('keepSecretForReload', () => {
  it('keeps the secret for the tab once the page is idle, not while it starts', async () => {
    keepSecretForReload('secret', 's3cret');
    expect(sessionStorage.getItem('secret')).toBeNull();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sessionStorage.getItem('secret')).toBe('s3cret');
  });

  it('keeps it as the page is left when that comes first (a reload at once still finds it), and once', async () => {
    keepSecretForReload('secret', 's3cret');
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('secret')).toBe('s3cret');
    sessionStorage.clear();
    await vi.advanceTimersByTimeAsync(2_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('secret')).toBeNull();
  });
});
