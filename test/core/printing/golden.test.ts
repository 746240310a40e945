import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, PaperWidth } from '../../../common/contract/index';
import { encodePrintout } from '../../../core/printing/encode';
import { reportPrintout } from '../../../core/printing/report-layout';
import { slipPrintout } from '../../../core/printing/slip-layout';
import type { SlipStanding } from '../../../core/printing/slip-data';
import { decodeEscPos } from '../../support/fake-printer';
import { AT, billSlip, REVERSAL_SLIP, shiftReportOf } from './slip-fixtures';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const PAPERS: PaperWidth[] = [58, 80];
const LANGUAGES: Language[] = ['ru', 'en'];
const STANDINGS: SlipStanding[] = ['done', 'queued', 'unknown', 'reversed'];
const golden = (name: string) => `./golden/${name}.txt`;
const text = (bytes: Uint8Array) => `${decodeEscPos(bytes).lines.join('\n')}\n`;

describe('a slip as the printer receives it', () => {
  for (const paper of PAPERS)
    for (const language of LANGUAGES)
      for (const standing of STANDINGS)
        it(`${paper} mm, ${language}, ${standing}`, async () => {
          const bytes = encodePrintout(slipPrintout(billSlip(standing), language, paper), 'cp866');
          await expect(text(bytes)).toMatchFileSnapshot(golden(`slip-${paper}-${language}-${standing}`));
        });

  it('starts with the init, selects cp866, ends with a cut, and no line is wider than the paper', () => {
    for (const paper of PAPERS) {
      const decoded = decodeEscPos(encodePrintout(slipPrintout(billSlip('done'), 'ru', paper), 'cp866'));
      expect(decoded.commands[0]).toBe('ESC @');
      expect(decoded.commands).toContain('ESC t 17');
      expect(decoded.commands.at(-1)).toMatch(/^GS V/);
      expect(Math.max(...decoded.lines.map((line) => line.length))).toBe(paper === 58 ? 32 : 48);
    }
  });

  it('windows-1251 selects its own table and decodes as such', () => {
    const bytes = encodePrintout(slipPrintout(billSlip('done'), 'ru', 58), 'windows1251');
    const decoded = decodeEscPos(bytes, 'windows-1251');
    expect(decoded.commands).toContain('ESC t 46');
    expect(decoded.lines).toContain('Гость: Иван, карта ****4567');
  });

  it('a waiting hold never reads as done: no balance after it, its state said', () => {
    const lines = decodeEscPos(encodePrintout(slipPrintout(billSlip('queued'), 'ru', 58), 'cp866')).lines;
    expect(lines.filter((line) => line.trim() === 'ожидает отправки')).toHaveLength(2);
    expect(lines.some((line) => line.startsWith('Баланс'))).toBe(false);
  });

  it('a reversal, and a copy marked КОПИЯ', async () => {
    await expect(text(encodePrintout(slipPrintout(REVERSAL_SLIP, 'ru', 58), 'cp866'))).toMatchFileSnapshot(
      golden('reversal-58-ru'),
    );
    const copy = decodeEscPos(encodePrintout(slipPrintout(billSlip('done', true), 'ru', 58), 'cp866'));
    expect(copy.lines[0]?.trim()).toBe('*** КОПИЯ ***');
  });
});

describe('the X and Z reports as printed', () => {
  const printing = { venue: 'Кафе Ромашка', till: 'demo', printedBy: 'Анна', at: AT + 6 * 3_600_000 };
  for (const kind of ['x', 'z'] as const)
    for (const paper of PAPERS)
      for (const language of LANGUAGES)
        it(`${kind}, ${paper} mm, ${language}`, async () => {
          const bytes = encodePrintout(
            reportPrintout(shiftReportOf(kind), printing, language, paper),
            'cp866',
          );
          const decoded = decodeEscPos(bytes);
          expect(decoded.commands[0]).toBe('ESC @');
          expect(decoded.commands.at(-1)).toMatch(/^GS V/);
          await expect(text(bytes)).toMatchFileSnapshot(golden(`report-${kind}-${paper}-${language}`));
        });
});
