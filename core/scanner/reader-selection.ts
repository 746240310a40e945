import { DEFAULT_BY_USAGE } from '../../common/scanner/reader-selection-schema';
import type { HidDeviceInfo } from './hid-device-info';
import type { ReportFormat } from './report-pipeline';

/** What a reader sends: key strokes (keyboard mode), HID POS bar code reports, HID POS stripe reports. */
export type ReaderKind = 'keyboard' | 'barcode' | 'msr';

export const FORMAT_OF_KIND: Record<ReaderKind, ReportFormat> = {
  keyboard: 'kbd',
  barcode: 'pos',
  msr: 'msr',
};

export const USAGE_PAGE = {
  genericDesktop: 0x01,
  keyboard: 0x07,
  barcodeScanner: 0x8c,
  magneticStripe: 0x8e,
} as const;
const KEYBOARD_USAGE = 0x06;

/** A configured reader: by vendor and product id, optionally narrowed to one usage page (one interface). */
export interface ReaderConfig {
  vendorId: number;
  productId: number;
  usagePage?: number | undefined;
  /** Needed when the usage page does not tell (e.g. a vendor page); otherwise derived from it. */
  kind?: ReaderKind | undefined;
  /** The report id the reader puts before each report; `null` when it does not number them. */
  reportId?: number | null | undefined;
  /** A keyboard-mode reader set up to end every scan with Enter/Tab (see ReportPipelineOptions.requireSuffix). */
  requireSuffix?: boolean | undefined;
}

export interface ReaderSelection {
  readers: readonly ReaderConfig[];
  /**
   * Kinds picked by usage page alone, without configuration. Keyboards are not picked by default: that would
   * read the cashier's own keyboard; configure a keyboard-mode reader by its ids instead.
   */
  byUsage: readonly ReaderKind[];
}

export const DEFAULT_READER_SELECTION: ReaderSelection = { readers: [], byUsage: DEFAULT_BY_USAGE };

export function kindOfUsage(
  usagePage: number | undefined,
  usage: number | undefined,
): ReaderKind | undefined {
  if (usagePage === USAGE_PAGE.barcodeScanner) return 'barcode';
  if (usagePage === USAGE_PAGE.magneticStripe) return 'msr';
  if (usagePage === USAGE_PAGE.keyboard) return 'keyboard';
  if (usagePage === USAGE_PAGE.genericDesktop && usage === KEYBOARD_USAGE) return 'keyboard';
  return undefined;
}

export interface SelectedReader {
  device: HidDeviceInfo;
  kind: ReaderKind;
  config: ReaderConfig | undefined;
}

/** The devices to read, and as what. A configured reader wins over usage-page picking. */
export function selectReaders(
  devices: readonly HidDeviceInfo[],
  selection: ReaderSelection,
): SelectedReader[] {
  const selected: SelectedReader[] = [];
  for (const device of devices) {
    const usageKind = kindOfUsage(device.usagePage, device.usage);
    const config = selection.readers.find(
      (r) =>
        r.vendorId === device.vendorId &&
        r.productId === device.productId &&
        (r.usagePage === undefined || r.usagePage === device.usagePage),
    );
    const kind = config
      ? (config.kind ?? usageKind)
      : usageKind && selection.byUsage.includes(usageKind)
        ? usageKind
        : undefined;
    if (kind !== undefined) selected.push({ device, kind, config });
  }
  return selected;
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/**
 * A name for a reader that survives unplugging and plugging back (the path may change): ids, serial,
 * interface and usage page. Identical readers without serial numbers are told apart by order.
 */
export function readerIds(readers: readonly SelectedReader[]): string[] {
  const seen = new Map<string, number>();
  return readers.map(({ device: d }) => {
    const base = [
      `${hex4(d.vendorId)}:${hex4(d.productId)}`,
      d.serialNumber ? `sn=${d.serialNumber}` : '',
      d.interface !== undefined && d.interface >= 0 ? `if=${d.interface}` : '',
      d.usagePage !== undefined ? `up=${d.usagePage.toString(16)}` : '',
    ]
      .filter(Boolean)
      .join('/');
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}#${count}`;
  });
}
