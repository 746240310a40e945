import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/**
 * A Chromium performance trace of a page (script with its sampled profile, style, layout, paint),
 * written as a JSON file that Chrome's DevTools (Performance, "Load profile") opens. For finding
 * where a benchmark's time goes; benchmarks record one only when asked (`--trace <file>`).
 */
export async function startTrace(page: Page): Promise<{ stop(file: string): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'disabled-by-default-v8.cpu_profiler',
        'v8.execute',
        'blink.user_timing',
        'toplevel',
      ],
    },
  });
  return {
    async stop(file: string): Promise<void> {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach();
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
    },
  };
}
