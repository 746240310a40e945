import type { Capture } from './capture';
import { DEFAULT_BARCODE_LAYOUT } from './hid-pos-barcode';
import { DEFAULT_MSR_LAYOUT } from './hid-pos-msr';
import { createReportPipeline } from './report-pipeline';
import type { ReportFormat, ReportPipeline, ReportPipelineOptions } from './report-pipeline';
import type { ScanOutcome } from '../../common/scanner/scan-outcome';

function pipelineFor(format: ReportFormat, capture: Capture, options: ReportPipelineOptions): ReportPipeline {
  const has = (f: ReportFormat) => f in capture.reportIds;
  const reportId = capture.reportIds[format];
  return createReportPipeline(format, {
    ...options,
    keyboard: has('kbd') ? { ...options.keyboard, reportId } : options.keyboard,
    barcodeLayout: has('pos')
      ? { ...(options.barcodeLayout ?? DEFAULT_BARCODE_LAYOUT), reportId }
      : options.barcodeLayout,
    msrLayout: has('msr') ? { ...(options.msrLayout ?? DEFAULT_MSR_LAYOUT), reportId } : options.msrLayout,
  });
}

/**
 * Feeds a capture through the same pipelines the device manager uses, with the capture's own clock:
 * before each report every pipeline is flushed at that report's time, so idle gaps end scans as they would
 * live. At the end, scans still open are flushed (and those cut short come out as incomplete).
 */
export function replayCapture(capture: Capture, options: ReportPipelineOptions = {}): ScanOutcome[] {
  const pipelines = new Map<ReportFormat, ReportPipeline>();
  const events: ScanOutcome[] = [];
  for (const record of capture.records) {
    for (const pipeline of pipelines.values()) events.push(...pipeline.flush(record.ms));
    let pipeline = pipelines.get(record.format);
    if (pipeline === undefined) {
      pipeline = pipelineFor(record.format, capture, options);
      pipelines.set(record.format, pipeline);
    }
    events.push(
      ...(record.kind === 'report'
        ? pipeline.push(record.bytes, record.ms)
        : pipeline.abort('the reader was unplugged in the middle of a scan')),
    );
  }
  for (const pipeline of pipelines.values()) {
    events.push(...pipeline.flush(Number.POSITIVE_INFINITY));
    events.push(...pipeline.abort('the capture ended in the middle of a scan'));
  }
  return events;
}

/** One line of `scan:decode` output: the token itself, or the error kind with masked data. */
export function decodeOutputLine(event: ScanOutcome): string {
  if (event.kind === 'token') return JSON.stringify(event.token);
  const reason = event.reason === undefined ? {} : { reason: event.reason };
  return JSON.stringify({ error: event.kind, masked: event.masked, ...reason });
}
