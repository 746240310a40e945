import type { Status } from '../../../common/contract/index';
import type { WedgeOptions } from '../../../common/scanner/wedge';
import { deviceId, type HidTrouble } from '../status/reader-words';
import { readerVerdict, type ReaderVerdict } from './reader-verdict';
import type { ScanLogEntry } from './scan-log.svelte';

const hex = (n: number) => `0x${n.toString(16).toUpperCase().padStart(2, '0')}`;

function troubleLine(backend: HidTrouble): string {
  return backend.state === 'error'
    ? backend.detail
    : `${backend.reason}${backend.detail ? `: ${backend.detail}` : ''}`;
}

function verdictLine(verdict: ReaderVerdict): string {
  switch (verdict.kind) {
    case 'reading':
    case 'opening':
    case 'keptByOs':
    case 'unplugged':
      return verdict.kind;
    case 'noPermission':
      return `noPermission (fix: ${verdict.fix})`;
    case 'noBackend':
      return `noBackend (${troubleLine(verdict.backend)})`;
    case 'error':
      return `error (${verdict.message})`;
  }
}

/** When a scan arrived, ISO 8601. */
export function arrivedAt(entry: ScanLogEntry): string {
  return new Date(entry.at).toISOString();
}

/** A scan in one line, as the terminal read it: source, kind, masked key, token type, rule, burst. */
export function scanLine(entry: ScanLogEntry): string {
  const { scan, burst } = entry;
  const what =
    scan.kind === 'token'
      ? `token ${scan.token.type}/${scan.token.entry} ${scan.token.masked}${scan.rule ? ` by rule ${scan.rule}` : ''}`
      : `${scan.kind} ${scan.masked}${scan.reason ? ` (${scan.reason})` : ''}`;
  const timing = burst ? `, ${burst.keys} keys in ${Math.round(burst.durationMs)} ms` : '';
  return `${arrivedAt(entry)} ${scan.source}: ${what}${timing}`;
}

/**
 * What the IT person copies for support: devices, why each can or cannot be read, the wedge's
 * settings and the scans of the test mode. Scans carry only what the core masked (…4567), so the
 * report holds no card number.
 */
export function supportReport(
  scanner: Status['scanner'],
  wedge: WedgeOptions,
  log: readonly ScanLogEntry[],
  now: Date,
): string {
  const backend =
    scanner.backend.state === 'ready'
      ? `ready (${scanner.backend.description})`
      : scanner.backend.state === 'loading'
        ? 'loading'
        : `${scanner.backend.state} (${troubleLine(scanner.backend)})`;
  const devices = scanner.readers.map(
    (reader) =>
      `- ${deviceId(reader)} ${JSON.stringify(reader.product ?? reader.manufacturer ?? '')}` +
      `${reader.usagePage === undefined ? '' : ` usage page ${hex(reader.usagePage)}`}, taken for ${reader.kind}: ` +
      verdictLine(readerVerdict(reader, scanner.backend)),
  );
  const others = (scanner.others ?? []).map(
    (device) =>
      `- ${deviceId(device)} ${JSON.stringify(device.product ?? device.manufacturer ?? '')}` +
      `${device.usagePage === undefined ? '' : ` usage page ${hex(device.usagePage)}`}: not read (${device.why})`,
  );
  return [
    `Loyalty terminal, readers' check, ${now.toISOString()}`,
    `HID backend: ${backend}`,
    `Devices (${scanner.readers.length}):`,
    ...devices,
    `Other HID devices, not read (${others.length}):`,
    ...others,
    `Keyboard wedge: at least ${wedge.minLength} characters, at most ${wedge.maxGapMs} ms between keys, ended by ${wedge.suffixKeys.join('/')} or a pause`,
    `Scans in test mode (${log.length}, newest first):`,
    ...log.map((entry) => `- ${scanLine(entry)}`),
  ].join('\n');
}
