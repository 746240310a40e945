import { describe, expect, it } from 'vitest';
import { optionsFromArgs } from '../../../core/cli/core';

describe('npm run core: --printer and --paper', () => {
  it('become the printer setting, kept like a settings.set', () => {
    expect(optionsFromArgs(['--printer', 'tcp://192.168.1.50:9100', '--paper', '80'])).toMatchObject({
      launch: { printer: { address: 'tcp://192.168.1.50:9100', paper: 80 } },
    });
    expect(optionsFromArgs(['--printer', 'file:/dev/usb/lp0'])).toMatchObject({
      launch: { printer: { address: 'file:/dev/usb/lp0' } },
    });
    expect(optionsFromArgs([])).toMatchObject({ launch: {} });
  });

  it.each([
    ['an address that is no printer', ['--printer', 'http://printer']],
    ['a relative device', ['--printer', 'file:lp0']],
    ['a paper width of its own', ['--paper', '57']],
  ])('refuses %s', (_label, argv) => {
    expect(() => optionsFromArgs(argv)).toThrow();
  });
});
