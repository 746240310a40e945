/// <reference types="node" />
import { describe, expect, it } from 'vitest';
// The test reads the stylesheet's source in Node (Vitest hands CSS imports over empty).
import { readFileSync } from 'node:fs';

const css = readFileSync(new URL('../src/app.css', `file://${__filename}`), 'utf8');

/** A colour token of app.css, by name. */
const token = (name: string): string => {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!found) throw new Error(`no colour token --${name}`);
  return found[1]!;
};

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('colour tokens (WCAG AA)', () => {
  it.each([
    ['text', 'bg'],
    ['text', 'surface'],
    ['muted', 'bg'],
    ['muted', 'surface'],
    ['muted', 'surface-2'],
    ['accent-fg', 'accent'],
    ['ok-fg', 'ok-bg'],
    ['warning-fg', 'warning-bg'],
    ['danger-fg', 'danger-bg'],
    ['offline-fg', 'offline-bg'],
    ['text', 'warning-bg'],
    ['surface', 'danger-fg'],
  ])('%s on %s reads at 4.5:1 or more', (fg, bg) => {
    expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['bg', 'surface', 'surface-2', 'warning-bg'])('the focus ring stands out at 3:1 on %s', (bg) => {
    expect(contrast(token('focus'), token(bg))).toBeGreaterThanOrEqual(3);
  });
});
