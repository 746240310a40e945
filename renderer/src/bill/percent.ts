/**
 * Shares as a manager types and reads them (`2,5 %`), kept as integer basis points (250): at most
 * two decimals, from 0 to 100 %, never through a double.
 */
import { WHOLE_BASIS_POINTS } from '../../../common/bill/rules';

/** `250` -> `2,5 %` with the language's separator. */
export function percentText(basisPoints: number, separator: string): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? separator + fraction : ''} %`;
}

/** The basis points of a typed share (`2,5`, `2.50`, `100`), or undefined when it is none. */
export function parsePercent(text: string): number | undefined {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return undefined;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= WHOLE_BASIS_POINTS ? basisPoints : undefined;
}
