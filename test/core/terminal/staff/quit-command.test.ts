import { describe, expect, it } from 'vitest';
import { dispatch } from '../../../../core/hosts/dispatch';
import { quietLog } from '../../../support/recording-handlers';
import { demoCoreForEachTest } from '../../../support/core-rig';

const PIN = '2468';
const demo = demoCoreForEachTest('core-quit-');
const call = (name: string, input: unknown = {}) => dispatch(demo.core.handlers, name, input, quietLog());
const grant = async () => (await demo.core.handlers['grant.request']({ pin: PIN })).grant;

describe('app.quit and app.stay', () => {
  it('approve the pending quit only with a grant, journalled with the manager and the holds waiting', async () => {
    await demo.core.handlers['staff.createFirstManager']({ name: 'Анна', pin: PIN });
    const events: string[] = [];
    demo.core.events.subscribe((name) => void events.push(name));
    let answer: boolean | undefined;
    const asked = demo.core.quit.request(0).then((approved) => (answer = approved));
    expect(events).toContain('quitRequest');
    expect(await call('app.quit')).toMatchObject({ ok: false, error: { code: 'grantRequired' } });
    expect(await call('app.quit', { extra: 1, grant: await grant() })).toMatchObject({
      ok: false,
      error: { code: 'invalidInput' },
    });
    expect(answer).toBeUndefined();
    expect(await call('app.quit', { grant: await grant() })).toEqual({ ok: true, value: {} });
    await asked;
    expect(answer).toBe(true);
    const [entry] = demo.core.journal.list({ kind: 'protected' }).entries;
    expect(entry).toMatchObject({ who: 'Анна', what: 'app.quit', details: { waiting: '0' } });
    expect(demo.core.journal.list({ kind: 'refused' }).entries.map((e) => e.details.code)).toEqual([
      'invalidInput',
      'grantRequired',
    ]);
  });

  it('refuse an approval nobody asked for, journalled; app.stay answers the question with no', async () => {
    await demo.core.handlers['staff.createFirstManager']({ name: 'Анна', pin: PIN });
    expect(await call('app.quit', { grant: await grant() })).toMatchObject({
      ok: false,
      error: { code: 'quitNotAsked' },
    });
    expect(demo.core.journal.list({ kind: 'protected' }).entries[0]).toMatchObject({
      what: 'app.quit',
      details: { failed: 'quitNotAsked' },
    });
    const asked = demo.core.quit.request(3);
    expect(await call('app.stay')).toEqual({ ok: true, value: {} });
    expect(await asked).toBe(false);
  });
});
