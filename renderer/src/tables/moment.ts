/** The moment whose load the map shows: now (live, refreshed), an offset from now, or a chosen time. */
export type Moment = { kind: 'now' } | { kind: 'offset'; minutes: 30 | 60 } | { kind: 'chosen'; at: Date };

/** The `time` to ask tables.workload for; undefined means the current load. */
export function momentTime(moment: Moment, now: number): string | undefined {
  switch (moment.kind) {
    case 'now':
      return undefined;
    case 'offset':
      return new Date(now + moment.minutes * 60_000).toISOString();
    case 'chosen':
      return moment.at.toISOString();
  }
}

/** `<input type="datetime-local">` speaks local wall time without a zone: `2026-11-23T18:30`. */
export function fromLocalInput(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function toLocalInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
