import type { Language } from '../../common/contract/index';
import { formatMoney, type Cents } from '../../common/platform/money';
import type { PrintLine } from './print-lines';

/** Money as printed: `1 234,50` / `1,234.50`, with a plain space (every code page has one). */
export function money(cents: Cents, language: Language): string {
  return formatMoney(cents, language).replace(/\u00a0/g, ' ');
}

/** Words broken into lines of at most `width` characters; a word longer than a line is cut. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; rest = rest.slice(width)) {
      const piece = rest.slice(0, width);
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  return line === '' && lines.length > 0 ? lines : [...lines, line];
}

/** A label at the left and a value at the right; a label too long goes on lines of its own above. */
export function pair(label: string, value: string, width: number): PrintLine[] {
  const labels = plain(label, Math.max(1, width - value.length - 1)).map((line) => line.text);
  const last = labels.pop() ?? '';
  return [
    ...labels.map((text) => ({ text })),
    { text: `${last}${' '.repeat(Math.max(1, width - last.length - value.length))}${value}` },
  ];
}

export function centred(text: string, width: number, bold = false): PrintLine[] {
  return wrap(text, width).map((line) => ({
    text: `${' '.repeat(Math.floor((width - line.length) / 2))}${line}`,
    ...(bold ? { bold } : {}),
  }));
}

export const rule = (width: number): PrintLine => ({ text: '-'.repeat(width) });

/** Text wrapped at the width; its leading spaces indent every line of it. */
export function plain(text: string, width: number): PrintLine[] {
  const indent = /^ */.exec(text)![0];
  return wrap(text, width - indent.length).map((line) => ({ text: `${indent}${line}` }));
}

/** `03.12.2026 14:05` / `2026-12-03 14:05`, the till's local time. */
export function localStamp(ms: number, language: Language): string {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(d.getHours())}:${two(d.getMinutes())}`;
  return language === 'ru'
    ? `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()} ${time}`
    : `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${time}`;
}
