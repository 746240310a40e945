import type { Status } from '../../../common/contract/index';
import type { readerStrings } from '../i18n/dictionaries/readers';

export type Reader = Status['scanner']['readers'][number];
/** The backend when no HID device can be read at all. */
export type HidTrouble = Extract<Status['scanner']['backend'], { state: 'missing' | 'error' }>;
type Words = (typeof readerStrings)['en'];

export function readerKindWord(s: Words, kind: Reader['kind']): string {
  switch (kind) {
    case 'keyboard':
      return s.keyboard;
    case 'barcode':
      return s.barcode;
    case 'msr':
      return s.msr;
  }
}

export function readerStateWord(s: Words, state: Reader['state']): string {
  switch (state) {
    case 'opening':
      return s.opening;
    case 'reading':
      return s.reading;
    case 'noPermission':
      return s.noPermission;
    case 'unplugged':
      return s.unplugged;
    case 'error':
      return s.error;
  }
}

/** Why no HID device can be read, in the cashier's language; the system's own message is `detail`. */
export function hidTroubleWords(s: Words, backend: HidTrouble): string {
  if (backend.state === 'error') return s.listFailed;
  switch (backend.reason) {
    case 'notThisHost':
      return s.notThisHost;
    case 'noLibusb':
      return s.noLibusb;
    case 'noLibudev':
      return s.noLibudev;
    case 'notInstalled':
      return s.notInstalled;
    case 'nativeModule':
      return s.nativeModule;
  }
}

/** A reader that does not read and is not about to: shown as a problem. */
export function readerTrouble(reader: Reader): boolean {
  return reader.state !== 'reading' && reader.state !== 'opening';
}

const hex = (n: number) => n.toString(16).padStart(4, '0');

/** The USB vendor and product ids, `0c2e:0b61`. */
export function deviceId(reader: Pick<Reader, 'vendorId' | 'productId'>): string {
  return `${hex(reader.vendorId)}:${hex(reader.productId)}`;
}
