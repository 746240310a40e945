/** PNG images in one Windows .ico (PNG entries: Windows Vista and later, NSIS, rcedit read them). */

export interface PngImage {
  width: number;
  height: number;
  data: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk; throws for anything that is not a PNG. */
export function pngSize(data: Buffer): { width: number; height: number } {
  if (
    data.length < 24 ||
    !data.subarray(0, 8).equals(PNG_SIGNATURE) ||
    data.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new Error('not a PNG image');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

export function icoFromPngs(images: readonly PngImage[]): Buffer {
  if (images.length === 0) throw new Error('an icon needs at least one image');
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ width, height, data }) => {
    if (width > 256 || height > 256)
      throw new Error(`an icon image is at most 256x256, not ${width}x${height}`);
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width === 256 ? 0 : width, 0);
    entry.writeUInt8(height === 256 ? 0 : height, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

/** The images of an .ico: [width, height, PNG bytes] per entry (for the tests and a sanity check). */
export function readIco(ico: Buffer): PngImage[] {
  if (ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error('not an icon file');
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, index) => {
    const at = 6 + 16 * index;
    const size = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return {
      width: ico.readUInt8(at) || 256,
      height: ico.readUInt8(at + 1) || 256,
      data: ico.subarray(offset, offset + size),
    };
  });
}
