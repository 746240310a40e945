import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openTerminalDb } from '../../../../core/offline';
import { ConsentLedger } from '../../../../core/terminal/consent/consent-ledger';

/** A ledger on an in-memory database, its venue's name as the test sets it. */
function ledger() {
  let venue: string | null = null;
  let now = Date.UTC(2026, 11, 3, 9);
  const consent = new ConsentLedger(openTerminalDb(':memory:'), {
    now: () => (now += 1_000),
    venueName: () => venue,
    till: () => 'till-1',
    guestName: () => '',
  });
  return { consent, named: (name: string) => (venue = name) };
}

describe('the consent text’s versions (issue 43)', () => {
  it('the default written before the venue was known gives way to one with its name, once', () => {
    const { consent, named } = ledger();
    const unnamed = consent.texts.current();
    expect(unnamed).toMatchObject({ version: 1, created_by: 'default' });
    expect(unnamed.text).toContain('заведение (оператор персональных данных)');
    named('Самовар');
    const withName = consent.texts.current();
    expect(withName.version).toBe(2);
    expect(withName.text).toContain('«Самовар»');
    expect(withName.sha256).toBe(createHash('sha256').update(withName.text).digest('hex'));
    expect(consent.texts.current().version).toBe(2);
    // Version 1 is kept as it was: a consent given to it still points at its text.
    expect(consent.texts.version(1)?.text).toBe(unnamed.text);
  });

  it('a manager’s text is never replaced by the template', () => {
    const { consent, named } = ledger();
    consent.texts.current();
    const set = consent.texts.set('Текст заведения, написанный юристом.', 'Анна');
    named('Самовар');
    expect(consent.texts.current()).toEqual(set);
  });
});
