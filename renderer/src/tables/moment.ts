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
