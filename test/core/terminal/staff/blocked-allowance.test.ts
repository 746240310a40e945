import { describe, expect, it } from 'vitest';
import type { BlockedAllowance, Guest, HoldView, Result } from '../../../../common/contract/index';
import { mayPlaceHold } from '../../../../core/terminal/holds/hold-allowance';
import type { Journal } from '../../../../core/terminal/journal/journal';
import { ALLOWANCE_MS, BlockedAllowances } from '../../../../core/terminal/staff/blocked-allowances';
import { dispatch } from '../../../../core/hosts/dispatch';
import { commandValue } from '../../../support/command-value';
import { quietLog } from '../../../support/recording-handlers';
import { demoCoreForEachTest } from '../../../support/core-rig';
import { allowGoodwill } from '../../../support/money-guards';

const ELKINA = { type: 'card', entry: 'trackCode', key: '0005550005' } as const;
const IVANOV = { type: 'card', entry: 'trackCode', key: '0001234567' } as const;
const ACCOUNT = 'bonus_account_type-1';
const PIN = '2468';

const demo = demoCoreForEachTest('core-allow-blocked-');
const call = (name: string, input: unknown = {}) => dispatch(demo.core.handlers, name, input, quietLog());

/** Ёлкина looked up (so the core knows her blocked), a manager, and a fresh one-action grant. */
async function blockedGuestAndGrant(): Promise<{ guid: string; grant: () => Promise<string> }> {
  const { guest } = await commandValue<{ guest: Guest }>(demo.core, 'guest.lookup', {
    token: ELKINA,
  });
  await demo.core.handlers['staff.createFirstManager']({ name: 'Анна', pin: PIN });
  await allowGoodwill(demo.core);
  const grant = async () => (await demo.core.handlers['grant.request']({ pin: PIN })).grant;
  return { guid: guest.customerGuid, grant };
}

const debit = (amountCents = 100) => call('hold.debit', { token: ELKINA, accountGuid: ACCOUNT, amountCents });
const credit = (amountCents: number) =>
  call('hold.credit', { token: ELKINA, accountGuid: ACCOUNT, amountCents });
const holds = async () => (await commandValue<{ holds: HoldView[] }>(demo.core, 'queue.list', {})).holds;

describe('mayPlaceHold', () => {
  it("lets a blocked guest's hold through only on an allowance, and says whose", () => {
    expect(mayPlaceHold({ blocked: true, customerGuid: 'g' })).toEqual({
      allowed: false,
      denial: 'guestBlocked',
    });
    expect(mayPlaceHold({ blocked: true, customerGuid: 'g' }, 'Анна')).toEqual({
      allowed: true,
      allowedBy: 'Анна',
    });
    expect(mayPlaceHold({ blocked: false }, 'Анна')).toEqual({ allowed: true });
  });
});

describe('BlockedAllowances', () => {
  it('keeps an allowance for its time only, and forgets it once used', () => {
    const clock = { now: 1_000_000 };
    const recorded: string[] = [];
    const journal = { record: (_kind: string, who: string, what: string) => recorded.push(`${who} ${what}`) };
    const allowances = new BlockedAllowances(journal as unknown as Journal, () => clock.now);
    expect(allowances.allow('g', 'Анна', 'Ёлкина').expiresAt).toBe(
      new Date(1_000_000 + ALLOWANCE_MS).toISOString(),
    );
    clock.now += ALLOWANCE_MS - 1;
    expect(allowances.allowedBy('g')).toBe('Анна');
    clock.now += 1;
    expect(allowances.allowedBy('g')).toBeUndefined();
    allowances.allow('g', 'Борис', 'Ёлкина');
    allowances.use('g', { hold: 'h1' });
    allowances.use('g', { hold: 'h2' });
    expect(allowances.allowedBy('g')).toBeUndefined();
    expect(recorded).toEqual(['Борис blockedGuestHold']);
  });
});

describe("a manager's one-time allowance for a blocked guest", () => {
  it('is refused without a grant, and the guest stays blocked', async () => {
    const { guid } = await blockedGuestAndGrant();
    expect(await call('hold.allowBlocked', { customerGuid: guid })).toMatchObject({
      ok: false,
      error: { code: 'grantRequired' },
    });
    expect(await debit()).toMatchObject({ ok: false, error: { code: 'guestBlocked' } });
    expect(demo.core.journal.list({ kind: 'refused' }).entries[0]).toMatchObject({
      what: 'hold.allowBlocked',
    });
  });

  it('lets exactly one hold through, journalled with the manager, then the guest is blocked again', async () => {
    const { guid, grant } = await blockedGuestAndGrant();
    const allowed = (await call('hold.allowBlocked', {
      customerGuid: guid,
      grant: await grant(),
    })) as Result<BlockedAllowance>;
    expect(allowed).toMatchObject({ ok: true, value: { customerGuid: guid, manager: 'Анна' } });
    expect(await credit(200)).toMatchObject({ ok: true, value: { state: 'confirmed' } });
    expect(await credit(300)).toMatchObject({ ok: false, error: { code: 'guestBlocked' } });
    expect(await debit(50)).toMatchObject({ ok: false, error: { code: 'guestBlocked' } });
    expect((await holds()).map((h) => h.amountCents)).toEqual([200]);
    const entries = demo.core.journal.list({ kind: 'protected' }).entries;
    expect(entries.map((e) => [e.who, e.what])).toEqual([
      ['Анна', 'blockedGuestHold'],
      ['Анна', 'hold.allowBlocked'],
    ]);
    for (const entry of entries) expect(entry.details.guest).toBe('Ёлкина Мария Николаевна');
    expect(entries[0]!.details).toMatchObject({ kind: 'credit', amount: '2.00' });
  });

  it('is refused for a guest who is not blocked or unknown, and for a malformed guest; each journalled', async () => {
    const { grant } = await blockedGuestAndGrant();
    const ivanov = await commandValue<{ guest: Guest }>(demo.core, 'guest.lookup', { token: IVANOV });
    for (const customerGuid of [ivanov.guest.customerGuid, 'nobody']) {
      expect(await call('hold.allowBlocked', { customerGuid, grant: await grant() })).toMatchObject({
        ok: false,
        error: { code: 'guestNotBlocked' },
      });
      expect(demo.core.allowances.allowedBy(customerGuid)).toBeUndefined();
    }
    for (const customerGuid of ['', 42, 'x'.repeat(101)])
      expect(await call('hold.allowBlocked', { customerGuid, grant: await grant() })).toMatchObject({
        ok: false,
        error: { code: 'invalidInput' },
      });
    const failed = demo.core.journal.list({ kind: 'protected' }).entries.map((e) => e.details.failed);
    expect(failed).toEqual(['guestNotBlocked', 'guestNotBlocked']);
    const refused = demo.core.journal.list({ kind: 'refused' }).entries.map((e) => e.details.code);
    expect(refused).toEqual(['invalidInput', 'invalidInput', 'invalidInput']);
  });
});
