import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { COMMANDS_PATH } from '../../../common/loopback-paths';
import { startLoopbackHost, type LoopbackHost } from '../../../core/hosts/loopback';
import { displayPage } from '../../../core/terminal/display/display-placement';
import { demoCoreForEachTest } from '../../support/core-rig';
import { readEvents, rpc } from '../../../harness/http';
import { quietLog } from '../../support/recording-handlers';

/**
 * The guest display's secret (issue 26) reaches the display's read commands, its check-in and its
 * one event: never a hold, the queue or any other command. The cashier's secret still reaches all.
 */
const demo = demoCoreForEachTest('display-secret-');
let host: LoopbackHost;

beforeEach(async () => {
  host = await startLoopbackHost({
    handlers: demo.core.handlers,
    events: demo.core.events,
    heartbeatMs: 20,
    log: quietLog(),
  });
});
afterEach(() => host.close());

const IVANOV_CARD = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;

async function bonusAccountGuid(): Promise<string> {
  const { body } = await rpc(host.origin, host.secret, 'guest.lookup', { token: IVANOV_CARD });
  const guid = (body as { guest: { accounts: { accountGuid: string }[] } }).guest.accounts[0]?.accountGuid;
  if (!guid) throw new Error('Иванов has no account');
  return guid;
}

const display = (command: string, input: unknown = {}) =>
  rpc(host.origin, host.displaySecret, command, input);

describe("the guest display's secret", () => {
  it('is its own, with its own page address', () => {
    expect(host.displaySecret).not.toBe(host.secret);
    expect(Buffer.from(host.displaySecret, 'base64url').length).toBe(32);
    expect(host.displayUrl).toBe(`${host.origin}/display.html#secret=${host.displaySecret}`);
  });

  it('cannot place a hold, read the queue or call any command outside its view', async () => {
    const accountGuid = await bonusAccountGuid();
    const hold = { token: IVANOV_CARD, accountGuid, amountCents: 100 };
    for (const [command, input] of [
      ['hold.debit', hold],
      ['hold.credit', hold],
      [
        'bill.settle',
        { token: IVANOV_CARD, billCents: 1000, billNumber: '1', pay: { accountGuid, amountCents: 100 } },
      ],
      ['queue.list', {}],
      ['status', {}],
      ['guest.lookup', { token: IVANOV_CARD }],
      ['settings.get', {}],
      ['settings.set', { displayLanguage: 'en' }],
      ['display.show', { kind: 'idle' }],
      ['display.placement', {}],
      ['grant.request', { pin: '2468' }],
    ] as const) {
      const answer = await display(command, input);
      expect(answer, command).toMatchObject({ status: 401, body: { error: { code: 'unauthorized' } } });
    }
    const queue = await rpc(host.origin, host.secret, 'queue.list', {});
    expect(queue.body).toMatchObject({ holds: [] });
  });

  it('reads what the cashier published; the cashier’s secret still places holds', async () => {
    const accountGuid = await bonusAccountGuid();
    const screen = {
      kind: 'guest',
      firstName: 'Иван',
      accounts: [{ name: 'Бонусы', balanceCents: 100_000 }],
    };
    expect(await rpc(host.origin, host.secret, 'display.show', screen)).toEqual({ status: 200, body: {} });
    expect(await display('display.view')).toEqual({
      status: 200,
      body: { language: 'ru', venueName: 'Самовар', screen },
    });
    const debit = await rpc(host.origin, host.secret, 'hold.debit', {
      token: IVANOV_CARD,
      accountGuid,
      amountCents: 100,
    });
    expect(debit).toMatchObject({ status: 200, body: { state: 'confirmed' } });
  });

  it('is named to the cashier’s page in Settings (the browser host), where no display is chosen', async () => {
    expect((await rpc(host.origin, host.secret, 'display.placement', {})).body).toEqual({ host: 'none' });
    demo.core.placeGuestDisplayWith(displayPage(host.displayUrl));
    expect(await rpc(host.origin, host.secret, 'display.placement', {})).toEqual({
      status: 200,
      body: { host: 'browser', url: host.displayUrl },
    });
    await demo.core.handlers['staff.createFirstManager']({ name: 'Анна', pin: '2468' });
    const { grant } = await demo.core.handlers['grant.request']({ pin: '2468' });
    const place = await rpc(host.origin, host.secret, 'display.place', { choice: 'none', grant });
    expect(place).toMatchObject({ status: 400, body: { error: { code: 'invalidInput' } } });
  });

  it('refuses a screen outside the schema: no card, no queue, no fraction', async () => {
    for (const screen of [
      { kind: 'guest', firstName: 'Иван', accounts: [], card: '0001234567' },
      { kind: 'offline' },
      { kind: 'done', firstName: 'Иван', accountName: 'B', payCents: 1.5, awardCents: 0, balanceCents: null },
      {
        kind: 'bill',
        firstName: 'Иван',
        billCents: 100,
        payCents: -1,
        awardCents: 0,
        leftToPayCents: 100,
        account: null,
      },
    ]) {
      const answer = await rpc(host.origin, host.secret, 'display.show', screen);
      expect(answer.status).toBe(400);
    }
  });

  it('streams the display event only, never the status, the queue or a check-in', async () => {
    let acted: Promise<unknown> | undefined;
    const seen = await readEvents(
      `${host.origin}/events?secret=${host.displaySecret}`,
      {},
      (events, comments) => {
        if (!acted && comments.length > 0) {
          acted = (async () => {
            await rpc(host.origin, host.secret, 'settings.set', { language: 'en' });
            await bonusAccountGuid().then((accountGuid) =>
              rpc(host.origin, host.secret, 'hold.credit', {
                token: IVANOV_CARD,
                accountGuid,
                amountCents: 100,
              }),
            );
            await display('display.checkIn', { phone: '8 916 123-45-67' });
            const done = { kind: 'done', firstName: 'Иван', accountName: 'B', payCents: 0, awardCents: 100 };
            await rpc(host.origin, host.secret, 'display.show', { ...done, balanceCents: null });
          })();
        }
        return events.some((e) => e.event === 'display' && e.data.includes('"done"'));
      },
    );
    await acted;
    expect(seen.status).toBe(200);
    expect(new Set(seen.events.map((e) => e.event))).toEqual(new Set(['display']));
  });

  it('opens a command socket that answers only the display’s commands', async () => {
    const url = `ws://127.0.0.1:${host.port}${COMMANDS_PATH}?secret=${host.displaySecret}`;
    const socket = new WebSocket(url, { headers: { origin: host.origin } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const answers: unknown[] = [];
    const got = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        answers.push(JSON.parse(String(data)));
        if (answers.length === 2) resolve();
      }),
    );
    socket.send(JSON.stringify({ id: 1, name: 'queue.list', input: {} }));
    socket.send(JSON.stringify({ id: 2, name: 'display.view', input: {} }));
    await got;
    socket.close();
    expect(answers).toContainEqual({
      id: 1,
      ok: false,
      error: expect.objectContaining({ code: 'unauthorized' }),
    });
    expect(answers).toContainEqual({
      id: 2,
      ok: true,
      value: expect.objectContaining({ screen: { kind: 'idle' } }),
    });
  });
});

describe('phone check-in', () => {
  it('tells the display the first name only and the cashier who, with a card reference to open', async () => {
    const cashier = readEvents(`${host.origin}/events?secret=${host.secret}`, {}, (events) =>
      events.some((e) => e.event === 'checkIn'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await display('display.checkIn', { phone: '+7 (916) 123-45-67' })).toEqual({
      status: 200,
      body: { outcome: 'found', firstName: 'Иван' },
    });
    const event = (await cashier).events.find((e) => e.event === 'checkIn');
    const checkIn = JSON.parse(event?.data ?? '{}');
    expect(checkIn).toMatchObject({ firstName: 'Иван', lastName: 'Иванов', token: { type: 'phone' } });
    expect(JSON.stringify(checkIn)).not.toContain('9161234567');
    const opened = await rpc(host.origin, host.secret, 'guest.lookup', {
      token: { ref: checkIn.token.ref },
    });
    expect(opened.body).toMatchObject({ guest: { lastName: 'Иванов' } });
  });

  it('answers a number nobody has, text that is no phone, and too many tries in words of its own', async () => {
    expect((await display('display.checkIn', { phone: '+7 999 000-00-00' })).body).toEqual({
      outcome: 'notFound',
    });
    expect((await display('display.checkIn', { phone: '12' })).body).toEqual({ outcome: 'notPhone' });
    expect((await display('display.checkIn', { phone: 'select *' })).status).toBe(400);
    for (let i = 0; i < 4; i++) await display('display.checkIn', { phone: '+7 999 000-00-0' + i });
    expect((await display('display.checkIn', { phone: '8 916 123-45-67' })).body).toEqual({
      outcome: 'tooMany',
    });
  });
});
