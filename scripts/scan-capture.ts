/**
 * npm run scan:capture -- [--device <path|vid:pid>] [--out <file>] [--seconds <n>] [--source kbd|pos|msr]
 *                         [--report-id <n|none>]
 * Records a reader's raw reports in the capture format (see core/scanner/capture.ts) for support.
 * Without --device it lists the HID devices. Nothing is masked: the file holds full card data.
 * Exit 1 when no HID backend can be loaded or the device cannot be opened.
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { UNPLUGGED, formatCaptureRecord } from '../core/scanner/capture';
import { loadNodeHidBackend } from '../core/scanner/hid-backend';
import type { HidBackend, HidDeviceInfo } from '../core/scanner/hid-backend';
import { FORMAT_OF_KIND, kindOfUsage } from '../core/scanner/reader-selection';
import type { ReportFormat } from '../core/scanner/report-pipeline';

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

function fail(code: number, message: string): never {
  process.stderr.write(`scan:capture: ${message}\n`);
  process.exit(code);
}

function describe(d: HidDeviceInfo): string {
  const kind = kindOfUsage(d.usagePage, d.usage);
  const usage =
    d.usagePage === undefined ? '' : ` usage ${d.usagePage.toString(16)}:${(d.usage ?? 0).toString(16)}`;
  const name = [d.manufacturer, d.product].filter(Boolean).join(' ');
  return `${d.path}  ${hex4(d.vendorId)}:${hex4(d.productId)}${usage}  ${name}${kind ? `  [${FORMAT_OF_KIND[kind]}]` : ''}`;
}

function findDevice(devices: HidDeviceInfo[], wanted: string): HidDeviceInfo | undefined {
  const ids = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(wanted);
  if (ids === null) return devices.find((d) => d.path === wanted);
  const [vendorId, productId] = [parseInt(ids[1] ?? '', 16), parseInt(ids[2] ?? '', 16)];
  const matching = devices.filter((d) => d.vendorId === vendorId && d.productId === productId);
  return matching.find((d) => kindOfUsage(d.usagePage, d.usage) !== undefined) ?? matching[0];
}

async function capture(backend: HidBackend, device: HidDeviceInfo, options: ReturnType<typeof parseOptions>) {
  const kind = kindOfUsage(device.usagePage, device.usage);
  const format: ReportFormat = options.source ?? (kind ? FORMAT_OF_KIND[kind] : 'kbd');
  const reader = await backend
    .open(device.path)
    .catch((error: Error) => fail(1, `cannot open ${device.path}: ${error.message}`));
  const out = createWriteStream(options.out, { encoding: 'utf8' });
  process.stderr.write(
    'WARNING: the capture holds the full data of every card and code scanned (card numbers included).\n' +
      'Send it only over a secure channel and delete it when the support case is closed.\n',
  );
  out.write(`# loyalty terminal scanner capture, ${new Date().toISOString()}\n`);
  out.write(`# device: ${describe(device)}\n`);
  if (options.reportId !== undefined) out.write(`# report-id: ${format}=${options.reportId}\n`);
  const started = performance.now();
  let count = 0;
  const finish = (code: number) => {
    void reader.close().catch(() => undefined);
    out.end(() => {
      process.stderr.write(`${count} report(s) written to ${options.out}\n`);
      process.exit(code);
    });
  };
  reader.onData((report) => {
    count += 1;
    out.write(`${formatCaptureRecord(performance.now() - started, format, report)}\n`);
  });
  reader.onError((error) => {
    out.write(`${formatCaptureRecord(performance.now() - started, format, UNPLUGGED)}\n`);
    process.stderr.write(`the reader stopped: ${error.message}\n`);
    finish(0);
  });
  process.stderr.write(
    `capturing ${format} reports from ${device.path} for ${options.seconds} s into ${options.out}\n`,
  );
  setTimeout(() => finish(0), options.seconds * 1000);
  process.once('SIGINT', () => finish(0));
}

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: {
        device: { type: 'string' },
        out: { type: 'string', default: 'scanner.capture' },
        seconds: { type: 'string', default: '30' },
        source: { type: 'string' },
        'report-id': { type: 'string' },
      },
    });
    const seconds = Number(values.seconds);
    if (!(seconds > 0)) throw new Error('--seconds must be a positive number');
    const source = values.source;
    if (source !== undefined && !['kbd', 'pos', 'msr'].includes(source))
      throw new Error('--source must be kbd, pos or msr');
    const reportId = values['report-id'];
    if (reportId !== undefined && !/^(\d{1,3}|none)$/.test(reportId))
      throw new Error('--report-id must be a number or none');
    return {
      device: values.device,
      out: values.out,
      seconds,
      source: source as ReportFormat | undefined,
      reportId,
    };
  } catch (error) {
    return fail(2, (error as Error).message);
  }
}

async function main(): Promise<void> {
  const options = parseOptions();
  const loaded = await loadNodeHidBackend();
  if (!loaded.ok) fail(1, `no HID backend: ${loaded.reason}`);
  const devices = await loaded.backend
    .listDevices()
    .catch((error: Error) => fail(1, `cannot list HID devices: ${error.message}`));
  if (options.device === undefined) {
    process.stdout.write(
      devices.length === 0 ? 'no HID devices found\n' : `${devices.map(describe).join('\n')}\n`,
    );
    process.stdout.write('capture one with --device <path|vid:pid> [--out file] [--seconds n]\n');
    return;
  }
  const device = findDevice(devices, options.device);
  if (device === undefined) fail(1, `no HID device ${options.device} (run without --device to list them)`);
  await capture(loaded.backend, device, options);
}

void main();
