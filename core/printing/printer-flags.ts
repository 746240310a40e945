import type { SettingsPatch } from '../../common/contract/index';
import { parsePrinterAddress } from '../../common/printer-address';

/** `--printer tcp://HOST:PORT | file:/dev/usb/lp0` and `--paper 58|80` as a settings patch (kept like a settings.set). */
export function printerFlags(values: { printer?: string; paper?: string }): Pick<SettingsPatch, 'printer'> {
  const printer: NonNullable<SettingsPatch['printer']> = {};
  if (values.printer !== undefined) {
    if (parsePrinterAddress(values.printer) === undefined)
      throw new Error('--printer must be tcp://HOST:PORT or file:/path (e.g. file:/dev/usb/lp0)');
    printer.address = values.printer;
  }
  if (values.paper !== undefined) {
    if (values.paper !== '58' && values.paper !== '80') throw new Error('--paper must be 58 or 80');
    printer.paper = values.paper === '58' ? 58 : 80;
  }
  return Object.keys(printer).length > 0 ? { printer } : {};
}
