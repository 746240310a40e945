import { describe, expect, it } from 'vitest';
import { commandValue } from '../../support/command-value';
import { printedExactly, printingRigForEachTest } from './printing-rig';

const rig = printingRigForEachTest();

describe('the consent paper form on the receipt printer (issues 42, 43)', () => {
  it('prints the current text, its version and hash, the lines to sign and advertising apart', async () => {
    await commandValue(rig.core, 'consent.setText', {
      text: 'Я, гость «Кафе Ромашка», даю согласие на обработку моих персональных данных — имени и телефона.',
    });
    const { current } = await commandValue<{ current: { version: number; sha256: string } }>(
      rig.core,
      'consent.text',
    );
    const queued = await commandValue<{ queued: boolean }>(rig.core, 'consent.print');
    expect(queued.queued).toBe(true);
    const [form] = await printedExactly(rig.printer, 1);
    const text = form!.join('\n');
    // 32 columns: no line longer than the paper, the guillemets and the dash in cp866's plain ones.
    expect(form!.every((line) => line.length <= 32)).toBe(true);
    expect(text).toContain('"Кафе Ромашка"');
    expect(text).not.toContain('?');
    expect(text).toMatch(/персональных\s+данных - имени/);
    expect(text).toContain(
      `Текст, версия${' '.repeat(32 - 13 - String(current.version).length)}${current.version}`,
    );
    expect(text.replace(/\s+/g, '')).toContain(`SHA-256${current.sha256}`);
    expect(form!.filter((line) => line.startsWith('Подпись: ___'))).toHaveLength(2);
    expect(form!.findIndex((line) => line.startsWith('[ ] Согласен(на) получать'))).toBeGreaterThan(
      form!.findIndex((line) => line.startsWith('Подпись: ___')),
    );
  });

  it('without a printer set, nothing is queued and the answer says so', async () => {
    await rig.core.applySettings({ printer: { address: null } });
    const queued = await commandValue<{ queued: boolean; printer: { state: string } }>(
      rig.core,
      'consent.print',
    );
    expect(queued).toMatchObject({ queued: false, printer: { state: 'notSet' } });
  });
});
