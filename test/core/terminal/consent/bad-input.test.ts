import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsentRecordView } from '../../../../common/contract/index';
import { TOKEN_TAKEN } from '../../../../core/terminal/guests/new-guest-request';
import { demoCoreForEachTest } from '../../../support/core-rig';
import { consentRig, MANAGER_PIN, NEW_GUEST } from './consent-rig';

const demo = demoCoreForEachTest('core-consent-input-');
const { value, refusal, platformGuests, grant } = consentRig(demo);

beforeEach(async () => {
  await value('staff.createFirstManager', { name: 'Анна', pin: MANAGER_PIN });
});

const inAYear = () => `${new Date().getFullYear() + 1}-01-01`;

describe('bad input on a new guest gets a word on its field and creates nothing (issue 43)', () => {
  it.each([
    ['dateOfBirth', { dateOfBirth: '1990-02-31' }, 'no such day in the calendar'],
    ['dateOfBirth', { dateOfBirth: '15.07.1991' }, 'no such day in the calendar'],
    ['dateOfBirth', { dateOfBirth: inAYear() }, 'a day still to come'],
    ['dateOfBirth', { dateOfBirth: '1890-01-01' }, 'more than 120 years ago'],
    ['email', { email: 'maria.example.ru' }, 'an e-mail address'],
    ['lastName', { lastName: 'Я'.repeat(300) }, undefined],
    ['middleName', { middleName: 'О'.repeat(300) }, undefined],
    ['pin', { pin: '12ab' }, '4 to 7 digits'],
    ['pin', { pin: '12345678' }, '4 to 7 digits'],
    ['sex', { sex: 'unknown' }, undefined],
  ])('%s: %j', async (field, bad, problem) => {
    const before = await platformGuests();
    const refused = await refusal('guest.create', { ...NEW_GUEST, ...bad });
    expect(refused.code).toBe('invalidInput');
    expect(refused.details).toMatchObject({ field, ...(problem ? { problem } : {}) });
    expect(await platformGuests()).toBe(before);
  });

  it('a 3-digit phone is no telephone number: refused before the platform', async () => {
    const before = await platformGuests();
    expect(await refusal('guest.create', { ...NEW_GUEST, phone: '123' })).toEqual({
      code: 'invalidInput',
      details: { field: 'phone', problem: 'not a telephone number' },
    });
    expect(await platformGuests()).toBe(before);
  });

  it('a PIN that is another guest’s: the platform refuses, the word is on the PIN, no consent is kept', async () => {
    const before = await platformGuests();
    // Петрова's own PIN (the demo's).
    expect(await refusal('guest.create', { ...NEW_GUEST, pin: '4821' })).toEqual({
      code: 'invalidInput',
      details: { field: 'pin', problem: TOKEN_TAKEN },
    });
    expect(await platformGuests()).toBe(before);
    const { records } = await value<{ records: ConsentRecordView[] }>('consent.list', {
      grant: await grant('consent.list'),
    });
    expect(records).toEqual([]);
  });

  it('a phone that is another guest’s: the word is on the phone', async () => {
    expect(await refusal('guest.create', { ...NEW_GUEST, phone: '+7 916 123-45-67' })).toEqual({
      code: 'invalidInput',
      details: { field: 'phone', problem: TOKEN_TAKEN },
    });
  });

  it('nothing to find the guest by (no card, phone or PIN) is refused', async () => {
    const { phone: _phone, ...noPhone } = NEW_GUEST;
    expect((await refusal('guest.create', noPhone)).details).toMatchObject({ field: 'tokens' });
  });
});
