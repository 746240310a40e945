import type { AxeResults, NodeResult, Result } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';

/**
 * axe-core in the real page: the WCAG 2.2 AA rules (issue 23 §6), and what breaks them as lines a
 * failure message can be read from.
 */

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (2.2 adds AA rules only). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');

const HTML_CHARS = 120;

/**
 * Runs axe-core on the page as it is now and answers every critical or serious violation, one
 * line per element: rule, impact, the element's selector, what axe checked, and its HTML. Empty:
 * nothing to fix. Injected by evaluation, not a script tag: the page's CSP allows only its own
 * scripts.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_AA_TAGS)} }, resultTypes: ['violations'] })`,
  )) as AxeResults;
  return results.violations.filter(isGrave).flatMap((rule) => rule.nodes.map((node) => describe(rule, node)));
}

function isGrave(rule: Result): boolean {
  return rule.impact === 'critical' || rule.impact === 'serious';
}

/** `rule [impact] selector: what failed | <html…>` */
function describe(rule: Result, node: NodeResult): string {
  const failed = [...node.any, ...node.all, ...node.none].map((check) => check.message).find(Boolean);
  const html = node.html.replace(/\s+/g, ' ');
  const snippet = html.length > HTML_CHARS ? `${html.slice(0, HTML_CHARS)}…` : html;
  return `${rule.id} [${rule.impact}] ${node.target.join(' ')}: ${failed ?? rule.help} | ${snippet}`;
}
