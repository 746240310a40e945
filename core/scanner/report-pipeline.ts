import { BootKeyboardDecoder } from '../../common/scanner/boot-keyboard';
import type { BootKeyboardOptions } from '../../common/scanner/boot-keyboard';
import { classifyScan } from './classify';
import {
  DEFAULT_BARCODE_LAYOUT,
  INITIAL_BARCODE_STATE,
  pendingText,
  stepHidPosBarcode,
} from './hid-pos-barcode';
import type { BarcodeReportLayout, BarcodeState } from './hid-pos-barcode';
import { DEFAULT_MSR_LAYOUT, decodeHidPosMsr } from './hid-pos-msr';
import type { MsrReportLayout } from './hid-pos-msr';
import { maskKey } from '../../common/platform/token-key';
import { DEFAULT_RULES } from '../../common/scanner/rules';
import type { ClassifyRules } from '../../common/scanner/rules';
import { DEFAULT_IDLE_GAP_MS, ScanAssembler } from '../../common/scanner/scan-assembler';
import type { ScanOutcome, ScanSource } from '../../common/scanner/scan-outcome';

/** The report formats a HID reader sends: boot keyboard, HID POS bar code, HID POS magnetic stripe. */
export type ReportFormat = 'kbd' | 'pos' | 'msr';

export const SOURCE_OF_FORMAT: Record<ReportFormat, ScanSource> = {
  kbd: 'hid-kbd',
  pos: 'hid-pos',
  msr: 'hid-msr',
};

export interface ReportPipelineOptions {
  rules?: ClassifyRules;
  /** Keyboard: a scan without suffix ends after this gap. Bar code: a multi-report scan is abandoned after it. */
  idleGapMs?: number;
  /** Keyboard: the reader ends every scan with Enter/Tab, so a scan ended by the idle gap is incomplete. */
  requireSuffix?: boolean;
  keyboard?: BootKeyboardOptions;
  barcodeLayout?: BarcodeReportLayout;
  msrLayout?: MsrReportLayout;
}

/** From one device's raw reports to scan events. Timer-free: `flush(now)` ends scans that went idle. */
export interface ReportPipeline {
  push(report: Uint8Array, at: number): ScanOutcome[];
  flush(now: number): ScanOutcome[];
  /** The device went away or failed: a scan in progress is reported as incomplete. */
  abort(reason: string): ScanOutcome[];
  readonly pending: boolean;
}

function keyboardPipeline(options: ReportPipelineOptions, rules: ClassifyRules): ReportPipeline {
  const source: ScanSource = 'hid-kbd';
  const decoder = new BootKeyboardDecoder(options.keyboard);
  const assembler = new ScanAssembler(
    options.idleGapMs ?? DEFAULT_IDLE_GAP_MS,
    options.requireSuffix ?? false,
  );
  const toEvents = (scans: ReturnType<ScanAssembler['flush']>): ScanOutcome[] =>
    scans.map((scan) =>
      scan.kind === 'complete'
        ? classifyScan({ text: scan.text, source }, rules)
        : { kind: 'incomplete', masked: maskKey(scan.text), source, reason: scan.reason },
    );
  const abort = (reason: string) => {
    decoder.reset();
    return toEvents(assembler.abort(reason));
  };
  // A reader that stops with a key still down was cut off mid-keystroke: the scan is not whole.
  const flush = (now: number) =>
    assembler.isIdle(now) && decoder.keysDown
      ? abort('the reader stopped with a key still down (unplugged in the middle of a scan?)')
      : toEvents(assembler.flush(now));
  return {
    push: (report, at) => {
      const idle = flush(at);
      return [...idle, ...toEvents(assembler.push(decoder.push(report), at))];
    },
    flush,
    abort,
    get pending() {
      return assembler.pending;
    },
  };
}

function barcodePipeline(options: ReportPipelineOptions, rules: ClassifyRules): ReportPipeline {
  const source: ScanSource = 'hid-pos';
  const layout = options.barcodeLayout ?? DEFAULT_BARCODE_LAYOUT;
  const idleGapMs = options.idleGapMs ?? DEFAULT_IDLE_GAP_MS;
  let state: BarcodeState = INITIAL_BARCODE_STATE;
  let lastAt = 0;
  const abandon = (reason: string): ScanOutcome[] => {
    const text = pendingText(state);
    state = INITIAL_BARCODE_STATE;
    return text === undefined ? [] : [{ kind: 'incomplete', masked: maskKey(text), source, reason }];
  };
  const flush = (now: number): ScanOutcome[] =>
    state.pending && now - lastAt >= idleGapMs
      ? abandon(`the scanner announced more data but sent none for ${idleGapMs} ms`)
      : [];
  return {
    push(report, at) {
      const events = flush(at);
      const step = stepHidPosBarcode(state, report, layout);
      state = step.state;
      lastAt = at;
      for (const out of step.output) {
        events.push(
          out.kind === 'scan'
            ? classifyScan({ text: out.text, source, symbology: out.symbology }, rules)
            : { kind: 'incomplete', masked: maskKey(out.abandoned ?? ''), source, reason: out.reason },
        );
      }
      return events;
    },
    flush,
    abort: abandon,
    get pending() {
      return state.pending !== undefined;
    },
  };
}

function msrPipeline(options: ReportPipelineOptions, rules: ClassifyRules): ReportPipeline {
  const source: ScanSource = 'hid-msr';
  const layout = options.msrLayout ?? DEFAULT_MSR_LAYOUT;
  return {
    push(report) {
      const out = decodeHidPosMsr(report, layout);
      if (out.kind === 'swipe') return [classifyScan({ text: out.text, source }, rules)];
      if (out.kind === 'empty')
        return [{ kind: 'badSwipe', masked: '', source, reason: 'swipe with no track data' }];
      return [{ kind: 'incomplete', masked: '', source, reason: out.reason }];
    },
    flush: () => [],
    abort: () => [],
    pending: false,
  };
}

export function createReportPipeline(
  format: ReportFormat,
  options: ReportPipelineOptions = {},
): ReportPipeline {
  const rules = options.rules ?? DEFAULT_RULES;
  if (format === 'kbd') return keyboardPipeline(options, rules);
  if (format === 'pos') return barcodePipeline(options, rules);
  return msrPipeline(options, rules);
}
