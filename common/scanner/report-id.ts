/** Strips and checks the report id byte; returns the payload, or why the report cannot be used. */
export function reportPayload(report: Uint8Array, reportId: number | undefined): Uint8Array | string {
  if (reportId === undefined) return report;
  if (report.length === 0) return 'empty report';
  const id = report[0] ?? 0;
  if (id !== reportId) return `unexpected report id ${id} (expected ${reportId})`;
  return report.subarray(1);
}
