/**
 * Scanner decode benchmark: npx tsx bench/scanner.bench.ts
 * Prints, per report format, decode throughput (reports per second, classification included) and the time
 * from handing over the last report of a scan to getting its token (p50, p99). That is the decoder's share of
 * the latency only: a scan without suffix also waits the idle gap (50 ms by default), and the USB poll and
 * node-hid's event delivery come on top.
 */
import { createReportPipeline } from '../core/scanner/report-pipeline';
import type { ReportFormat } from '../core/scanner/report-pipeline';
import { encodeBarcodeScan, encodeKeyboardText, encodeMsrSwipe } from '../core/scanner/report-encoders';

const SCANS: Record<ReportFormat, { count: number; reports: (i: number) => Uint8Array[]; what: string }> = {
  kbd: {
    count: 2_000,
    what: 'keyboard-mode stripe swipe, tracks 1+2 (65 chars, 132 reports)',
    reports: (i) =>
      encodeKeyboardText(`%B${6789012345670000 + i}^IVANOV/IVAN^2912101?;${6789012345670000 + i}=2912101?`, {
        suffix: 'Enter',
      }),
  },
  pos: {
    count: 20_000,
    what: 'HID POS guest QR, 80 bytes over 2 reports',
    reports: (i) => encodeBarcodeScan(`https://guest.example.com/t/${String(i).padStart(52, '0')}`, ']Q1'),
  },
  msr: {
    count: 20_000,
    what: 'HID POS stripe swipe, tracks 1+2 (1 report)',
    reports: (i) => [
      encodeMsrSwipe({
        1: `%B${6789012345670000 + i}^IVANOV/IVAN^2912101?`,
        2: `;${6789012345670000 + i}=2912101?`,
      }),
    ],
  },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function run(format: ReportFormat) {
  const { count, reports: make } = SCANS[format];
  const scans = Array.from({ length: count }, (_, i) => make(i));
  const pipeline = createReportPipeline(format);
  const latencies: number[] = [];
  let tokens = 0;
  let reports = 0;
  let at = 0;
  const started = performance.now();
  for (const scan of scans) {
    at += 1000;
    const last = scan.length - 1;
    for (let i = 0; i < last; i++) tokens += pipeline.push(scan[i] ?? new Uint8Array(), at + i).length;
    const before = performance.now();
    const events = pipeline.push(scan[last] ?? new Uint8Array(), at + last);
    latencies.push(performance.now() - before);
    tokens += events.filter((e) => e.kind === 'token').length;
    reports += scan.length;
  }
  const seconds = (performance.now() - started) / 1000;
  if (tokens !== count) throw new Error(`${format}: expected ${count} tokens, got ${tokens}`);
  latencies.sort((a, b) => a - b);
  return {
    reportsPerSecond: reports / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
for (const format of ['kbd', 'pos', 'msr'] as const) run(format); // warm-up
console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
for (const format of ['kbd', 'pos', 'msr'] as const) {
  const { reportsPerSecond, p50, p99 } = run(format);
  console.log(
    `${format}  ${SCANS[format].what}\n     ${Math.round(reportsPerSecond).toLocaleString('en')} reports/s; ` +
      `last report -> token: p50 ${us(p50)}, p99 ${us(p99)}`,
  );
}
