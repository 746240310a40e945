import type { ReportFormat } from './report-pipeline';

/**
 * Capture files: what a reader sent, for support ("send us a capture") and for tests. UTF-8 text:
 *
 *   # anything after '#' is a comment
 *   # report-id: pos=2 kbd=none     <- directive (anywhere, applies to the whole file)
 *   <ms> <source> <hex>
 *
 * `<ms>` is milliseconds since the capture began (may be fractional, never decreasing); `<source>` is `kbd`
 * (an 8-byte boot keyboard report), `pos` (a HID POS bar code report) or `msr` (a HID POS stripe report);
 * `<hex>` is the report bytes exactly as the device delivered them, as hex pairs without spaces, or the word
 * `unplugged` when the device went away (read error or unplug) at that time.
 * When a device numbers its reports the first byte is the report id; the `report-id` directive says which id
 * to expect per source (`none` = unnumbered). Without a directive: kbd none, pos 2, msr none.
 */

export type CaptureRecord = { line: number; ms: number; format: ReportFormat } & (
  { kind: 'report'; bytes: Uint8Array } | { kind: 'unplugged' }
);

export const UNPLUGGED = 'unplugged';

export interface CaptureProblem {
  line: number;
  message: string;
}

export interface Capture {
  records: CaptureRecord[];
  /** Report ids set by directives; a format missing here uses its decoder's default. */
  reportIds: Partial<Record<ReportFormat, number | undefined>>;
  problems: CaptureProblem[];
}

const FORMATS: readonly string[] = ['kbd', 'pos', 'msr'] satisfies ReportFormat[];
const isFormat = (value: string): value is ReportFormat => FORMATS.includes(value);
const DIRECTIVE = /^#\s*report-id\s*:(.*)$/i;
const HEX = /^(?:[0-9a-fA-F]{2})+$/;

function parseDirective(body: string, capture: Capture, line: number): void {
  for (const setting of body.split(/[\s,]+/).filter(Boolean)) {
    const [format = '', id = ''] = setting.split('=');
    const value = id === 'none' ? undefined : /^\d+$/.test(id) && Number(id) <= 255 ? Number(id) : NaN;
    if (!isFormat(format) || Number.isNaN(value)) {
      capture.problems.push({
        line,
        message: `bad report-id setting "${setting}" (expected e.g. pos=2 or kbd=none)`,
      });
    } else {
      capture.reportIds[format] = value;
    }
  }
}

export function parseCapture(text: string): Capture {
  const capture: Capture = { records: [], reportIds: {}, problems: [] };
  let lastMs = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const directive = DIRECTIVE.exec(raw.trim());
    if (directive) return parseDirective(directive[1] ?? '', capture, line);
    const content = raw.replace(/#.*$/, '').trim();
    if (content === '') return;
    const problem = (message: string) => capture.problems.push({ line, message });
    const fields = content.split(/\s+/);
    if (fields.length !== 3) return problem(`expected "<ms> <source> <hex>", got ${fields.length} field(s)`);
    const [msText = '', format = '', hex = ''] = fields;
    const ms = Number(msText);
    if (!/^\d+(\.\d+)?$/.test(msText) || !Number.isFinite(ms)) return problem(`bad time "${msText}"`);
    if (ms < lastMs) return problem(`time ${msText} goes back (previous ${lastMs})`);
    if (!isFormat(format)) return problem(`unknown source "${format}" (expected kbd, pos or msr)`);
    if (hex !== UNPLUGGED && !HEX.test(hex))
      return problem('report bytes are neither hex pairs nor "unplugged"');
    lastMs = ms;
    capture.records.push(
      hex === UNPLUGGED
        ? { line, ms, format, kind: 'unplugged' }
        : { line, ms, format, kind: 'report', bytes: Uint8Array.from(Buffer.from(hex, 'hex')) },
    );
  });
  return capture;
}

export function formatCaptureRecord(
  ms: number,
  format: ReportFormat,
  bytes: Uint8Array | typeof UNPLUGGED,
): string {
  const data = bytes === UNPLUGGED ? UNPLUGGED : Buffer.from(bytes).toString('hex');
  return `${Number(ms.toFixed(3))} ${format} ${data}`;
}
