import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConsentRecordView, ConsentTextView, Guest } from '../../../../common/contract/index';
import { demoCoreForEachTest } from '../../../support/core-rig';
import { consentRig, MANAGER_PIN, NEW_GUEST } from './consent-rig';

const demo = demoCoreForEachTest('core-consent-');
const { value, refusal, platform, platformGuests, create, grant } = consentRig(demo);
const NEW_PHONE = { type: 'phone', entry: 'manual', key: '79991234567' } as const;

beforeEach(async () => {
  await value('staff.createFirstManager', { name: 'Анна', pin: MANAGER_PIN });
});

const consentList = async (customerGuid?: string) =>
  (
    await value<{ records: ConsentRecordView[] }>('consent.list', {
      ...(customerGuid ? { customerGuid } : {}),
      grant: await grant('consent.list'),
    })
  ).records;
const currentText = async () => (await value<{ current: ConsentTextView }>('consent.text')).current;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('a new guest needs their consent to the processing of personal data (issue 43)', () => {
  it('without it, or with personalData false, is refused and nothing reaches the platform', async () => {
    const before = await platformGuests();
    const { consent: _none, ...withoutConsent } = NEW_GUEST;
    expect((await refusal('guest.create', withoutConsent)).code).toBe('consentRequired');
    const refused = { ...NEW_GUEST, consent: { ...NEW_GUEST.consent, personalData: false } };
    expect((await refusal('guest.create', refused)).code).toBe('consentRequired');
    expect(await platformGuests()).toBe(before);
    expect(
      (await platform<{ customers: unknown[] }>('filterCustomers', { search: 'Заречная' })).customers,
    ).toEqual([]);
    expect(await consentList()).toEqual([]);
  });

  it('with it, the platform holds the birthday, sex and contacts; the log holds the version and hash', async () => {
    const text = await currentText();
    expect(text).toMatchObject({ version: 1, createdBy: 'default', sha256: sha256(text.text) });
    const { guest } = await create();
    expect(guest).toMatchObject({
      lastName: 'Заречная',
      middleName: 'Олеговна',
      birthday: '1991-07-15',
      consent: 'noMarketing',
    });

    const info = await platform<Record<string, unknown>>('customerInfo', { customerToken: NEW_PHONE });
    expect(info).toMatchObject({
      customerGuid: guest.customerGuid,
      middleName: 'Олеговна',
      sex: 'female',
      dateOfBirth: '1991-07-15T00:00:00.000Z',
    });
    expect(info.contactMethods).toEqual([
      expect.objectContaining({ type: 'phoneNumber', value: '+79991234567' }),
      expect.objectContaining({ type: 'email', value: 'maria@example.ru' }),
    ]);
    const found = await platform<{ customers: Record<string, unknown>[] }>('filterCustomers', {
      search: 'Заречная',
    });
    expect(found.customers[0]?.dateOfBirth).toBe(Date.UTC(1991, 6, 15));

    const [record, ...others] = await consentList();
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      customerGuid: guest.customerGuid,
      textVersion: 1,
      textSha256: text.sha256,
      via: 'paper',
      cashier: 'cashier',
      marketing: false,
      withdrawals: [],
      state: 'noMarketing',
    });
    expect(record?.till).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the guest’s own PIN reaches the platform only: the answer, the log and the cache never hold it', async () => {
    const answer = await create({ pin: '7788' });
    const info = await platform<{ customerGuid: string }>('customerInfo', {
      customerToken: { type: 'pin', entry: 'manual', key: '7788' },
    });
    expect(info.customerGuid).toBe(answer.guest.customerGuid);
    const kept = JSON.stringify([answer, await consentList(), demo.core.cache.byGuid(info.customerGuid)]);
    expect(kept).not.toContain('7788');
  });

  it('given on the display: only as the guest gave it there, to that text, once', async () => {
    const asked = await currentText();
    const displayed = {
      ...NEW_GUEST,
      consent: { ...NEW_GUEST.consent, via: 'display', marketing: true, textVersion: asked.version },
    };
    expect((await refusal('guest.create', displayed)).code).toBe('consentNotGiven');
    expect(await value('display.consent', { marketing: true })).toEqual({ outcome: 'notAsked' });

    await value('display.show', {
      kind: 'consent',
      firstName: 'Мария',
      textVersion: asked.version,
      text: '',
    });
    const view = await value<{ screen: { kind: string; text?: string } }>('display.view');
    // The text of the version asked, whatever the page sent (and whatever the current one is by now).
    expect(view.screen.text).toBe(asked.text);
    expect(await value('display.consent', { marketing: false })).toEqual({ outcome: 'recorded' });
    // The page says advertising was ticked, the guest did not tick it.
    expect((await refusal('guest.create', displayed)).code).toBe('consentNotGiven');
    expect(await value('display.consent', { marketing: true })).toEqual({ outcome: 'recorded' });

    const { guest } = await create({ consent: displayed.consent });
    expect(guest.consent).toBe('marketing');
    expect((await consentList(guest.customerGuid))[0]).toMatchObject({ via: 'display', marketing: true });
    // Another guest needs their own «Согласен».
    const next = { ...displayed, lastName: 'Другая', phone: '8 999 765-43-21' };
    expect((await refusal('guest.create', next)).code).toBe('consentNotGiven');
  });

  it('a withdrawal shows in the log and on the card; withdrawn entirely, the cache keeps no name', async () => {
    const { guest } = await create({ consent: { ...NEW_GUEST.consent, marketing: true } });
    const guid = guest.customerGuid;
    expect(await value('consent.withdraw', { customerGuid: guid, scope: 'marketing' })).toEqual({
      state: 'noMarketing',
    });
    const lookup = async () =>
      (await value<{ guest: Guest }>('guest.lookup', { token: { ref: guest.tokens[0]!.ref } })).guest;
    expect((await lookup()).consent).toBe('noMarketing');

    expect(await value('consent.withdraw', { customerGuid: guid, scope: 'all' })).toEqual({
      state: 'withdrawn',
    });
    const [record] = await consentList(guid);
    expect(record?.withdrawals.map((w) => w.scope)).toEqual(['marketing', 'all']);
    expect(record?.state).toBe('withdrawn');
    expect((await lookup()).consent).toBe('withdrawn');

    // Asked again (live), the guest is stored without their personal data all the same.
    const saved = demo.core.cache.byGuid(guid)?.guest as Record<string, unknown>;
    expect(saved).toMatchObject({ firstName: '', lastName: '' });
    for (const field of ['middleName', 'dateOfBirth', 'sex', 'title'])
      expect(saved).not.toHaveProperty(field);
    expect(demo.core.cache.search('Заречная', 10)).toEqual([]);
    expect(saved.accounts).toHaveLength(3);
  });

  it('a new text is a new version; consents given keep pointing at the text they were given to', async () => {
    const first = await currentText();
    const { guest } = await create();
    expect(
      (await refusal('consent.setText', { text: 'Новый текст согласия заведения, версия два.' })).code,
    ).toBe('grantRequired');
    const text = 'Новый текст согласия заведения, версия два.';
    const set = await value<{ current: ConsentTextView }>('consent.setText', {
      text,
      grant: await grant('consent.setText'),
    });
    expect(set.current).toMatchObject({ version: 2, text, sha256: sha256(text), createdBy: 'Анна' });
    const same = await value<{ current: ConsentTextView }>('consent.setText', {
      text: `  ${text} `,
      grant: await grant('consent.setText'),
    });
    expect(same.current.version).toBe(2);

    const second = await create({
      lastName: 'Вторая',
      phone: '8 999 765-43-21',
      consent: { ...NEW_GUEST.consent, textVersion: 2 },
    });
    const records = await consentList();
    expect(records.map((r) => [r.customerGuid, r.textVersion, r.textSha256])).toEqual([
      [second.guest.customerGuid, 2, sha256(text)],
      [guest.customerGuid, 1, first.sha256],
    ]);
    expect(
      (await refusal('guest.create', { ...NEW_GUEST, consent: { ...NEW_GUEST.consent, textVersion: 3 } }))
        .code,
    ).toBe('consentTextUnknown');
  });

  it('the log is a manager’s; its CSV has local time and ISO columns', async () => {
    const { guest } = await create();
    expect((await refusal('consent.list', {})).code).toBe('grantRequired');
    expect((await refusal('consent.csv', {})).code).toBe('grantRequired');
    const { csv } = await value<{ csv: string }>('consent.csv', {
      language: 'ru',
      grant: await grant('consent.csv'),
    });
    const [header, row, end] = csv.split('\r\n');
    expect(header).toContain('время (местное)');
    expect(header).toContain('время (UTC, ISO 8601)');
    expect(row).toContain(guest.customerGuid);
    expect(row).toContain('Заречная Мария Олеговна');
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(row).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,$/);
    expect(end).toBe('');
  });
});
