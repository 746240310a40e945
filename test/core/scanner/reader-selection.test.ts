import { describe, expect, it } from 'vitest';
import {
  DEFAULT_READER_SELECTION,
  kindOfUsage,
  readerIds,
  selectReaders,
} from '../../../core/scanner/reader-selection';
import { DEVICES } from '../../support/fake-hid';

describe('reader selection', () => {
  it('knows readers by HID usage page', () => {
    expect(kindOfUsage(0x8c, 0x02)).toBe('barcode');
    expect(kindOfUsage(0x8e, 0x01)).toBe('msr');
    expect(kindOfUsage(0x01, 0x06)).toBe('keyboard');
    expect(kindOfUsage(0x07, 0x00)).toBe('keyboard');
    expect(kindOfUsage(0x01, 0x02)).toBeUndefined();
    expect(kindOfUsage(0xff00, 0x01)).toBeUndefined();
  });

  it('picks POS readers by default, never keyboards unless configured', () => {
    const all = Object.values(DEVICES);
    expect(selectReaders(all, DEFAULT_READER_SELECTION).map((r) => [r.device.path, r.kind])).toEqual([
      ['/dev/hidraw1', 'barcode'],
      ['/dev/hidraw2', 'msr'],
    ]);
    const withKeyboards = selectReaders(all, { readers: [], byUsage: ['keyboard'] });
    expect(withKeyboards.map((r) => r.device.path)).toEqual(['/dev/hidraw3', '/dev/hidraw4']);
  });

  it('picks configured readers by vendor and product id, narrowed by usage page, with an explicit kind', () => {
    const vendorPage = {
      path: '/dev/hidraw9',
      vendorId: 0x1eab,
      productId: 0x1d03,
      usagePage: 0xff45,
      usage: 1,
    };
    const keyboardInterface = { ...vendorPage, path: '/dev/hidraw8', usagePage: 0x01, usage: 0x06 };
    const selected = selectReaders([vendorPage, keyboardInterface], {
      readers: [{ vendorId: 0x1eab, productId: 0x1d03, usagePage: 0xff45, kind: 'barcode', reportId: null }],
      byUsage: [],
    });
    expect(selected).toEqual([
      { device: vendorPage, kind: 'barcode', config: expect.objectContaining({ reportId: null }) },
    ]);
  });

  it('names readers stably from ids, serial, interface and usage page; identical readers by order', () => {
    const twin = { path: '/dev/hidraw6', vendorId: 0x0801, productId: 0x0002, usagePage: 0x8e };
    const ids = readerIds(
      selectReaders([DEVICES.posScanner, DEVICES.stripeReader, twin], DEFAULT_READER_SELECTION),
    );
    expect(ids).toEqual(['0c2e:0b61/sn=S1/if=1/up=8c', '0801:0002/up=8e', '0801:0002/up=8e#2']);
  });
});
