const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Decoded data as text: UTF-8 when the bytes are valid UTF-8 (QR payloads), otherwise one char per byte. */
export function bytesToText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}
