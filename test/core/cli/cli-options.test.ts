import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { optionsFromArgs } from '../../../core/cli/core';

describe('npm run core flags (optionsFromArgs)', () => {
  it('reads the HID readers unless --no-hid is given', () => {
    expect(optionsFromArgs(['--data', 'd'])).toMatchObject({ readDevices: true });
    expect(optionsFromArgs(['--data', 'd', '--no-hid'])).toMatchObject({ readDevices: false });
  });

  it('takes the settlement flags: the late margin and the sole-terminal setting (off unless given)', () => {
    expect(
      optionsFromArgs(['--late-margin', '5000', '--sole-terminal', '--no-precheck-reference']),
    ).toMatchObject({
      tuning: { lateMarginMs: 5000, soleTerminal: true, precheckReference: false },
    });
    expect(optionsFromArgs([])).toMatchObject({ tuning: {} });
    expect((optionsFromArgs([]) as { tuning: object }).tuning).not.toHaveProperty('soleTerminal');
  });

  it('turns the platform, user, port and tuning flags into options', () => {
    expect(
      optionsFromArgs([
        '--platform',
        'http://127.0.0.1:8787/platform',
        '--user',
        'demo',
        '--data',
        'data',
        '--port',
        '0',
        '--request-timeout',
        '300',
        '--hold-wait',
        '1500',
      ]),
    ).toEqual({
      dataDir: path.resolve('data'),
      port: 0,
      launch: { platform: { url: 'http://127.0.0.1:8787/platform', user: 'demo' } },
      tuning: { requestTimeoutMs: 300, holdWaitMs: 1500 },
      readDevices: true,
    });
    expect(optionsFromArgs(['--platform', 'embedded'])).toMatchObject({
      launch: { platform: { url: null } },
    });
    expect(optionsFromArgs(['--help'])).toBe('help');
  });

  it.each([
    ['an unknown flag', ['--bogus']],
    ['a value given to --no-hid', ['--no-hid=yes']],
    ['the removed lookup budget', ['--lookup-budget', '400']],
    ['a port out of range', ['--port', '70000']],
    ['a port that is not a number', ['--port', 'http']],
    ['a platform that is not http(s)', ['--platform', 'ftp://example']],
    ['a platform address with credentials', ['--platform', 'http://u:p@example/platform']],
    ['a user with a colon', ['--user', 'a:b']],
    ['a time-out that is not whole milliseconds', ['--request-timeout', '1.5']],
  ])('refuses %s', (_label, argv) => {
    expect(() => optionsFromArgs(argv)).toThrow();
  });
});
