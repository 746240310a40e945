import { describe, expect, it } from 'vitest';
import { coreError } from '../../../core/terminal/errors';
import { dispatch, httpStatusOf } from '../../../core/hosts/dispatch';
import { quietLog, recordingHandlers } from '../../support/recording-handlers';

const CARD = '4276380012345678';

const token = { type: 'card', entry: 'trackCode', key: CARD };
const goodHold = { token, accountGuid: 'bonus_account_type-1', amountCents: 1250 };

describe('dispatch', () => {
  it('refuses unknown command names, including inherited object keys', async () => {
    const { handlers, calls } = recordingHandlers({});
    for (const name of ['customer.delete', '__proto__', 'constructor', 'toString', '']) {
      const result = await dispatch(handlers, name, {}, quietLog());
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('unknownCommand');
    }
    expect(calls).toEqual([]);
  });

  it.each([
    ['a string amount', { ...goodHold, amountCents: '1250' }, 'amountCents'],
    ['a fraction of a hundredth', { ...goodHold, amountCents: 12.5 }, 'amountCents'],
    ['a negative amount', { ...goodHold, amountCents: -500 }, 'amountCents'],
    ['a zero amount', { ...goodHold, amountCents: 0 }, 'amountCents'],
    ['an infinite amount', { ...goodHold, amountCents: Infinity }, 'amountCents'],
    ['an amount past MAX_CENTS', { ...goodHold, amountCents: 1e13 + 1 }, 'amountCents'],
    ['an unknown field', { ...goodHold, admin: true }, 'input'],
    ['no token', { accountGuid: 'a', amountCents: 100 }, 'token'],
    ['a token of an unknown type', { ...goodHold, token: { ...token, type: 'iris' } }, 'token.type'],
    ['a malformed token reference', { ...goodHold, token: { ref: 'card-1' } }, 'token.ref'],
    ['a reference with a key beside it', { ...goodHold, token: { ref: 'A'.repeat(22), key: CARD } }, 'token'],
    ['null', null, 'input'],
    ['an array', [goodHold], 'input'],
    ['a string', 'debit 100', 'input'],
  ])('refuses hold.debit with %s before the core sees it', async (_label, input, field) => {
    const { handlers, calls } = recordingHandlers({});
    const result = await dispatch(handlers, 'hold.debit', input, quietLog());
    expect(result).toMatchObject({ ok: false, error: { code: 'invalidInput', details: { field } } });
    expect(httpStatusOf((result as { error: Parameters<typeof httpStatusOf>[0] }).error)).toBe(400);
    expect(calls).toEqual([]);
  });

  it('refuses an amount that is not whole hundredths with words that say so, never rounding it', async () => {
    const { handlers, calls } = recordingHandlers({});
    const fraction = await dispatch(handlers, 'hold.debit', { ...goodHold, amountCents: 1250.5 }, quietLog());
    expect(fraction).toMatchObject({
      ok: false,
      error: { code: 'invalidInput', details: { field: 'amountCents' } },
    });
    expect(!fraction.ok && fraction.error.message.en).toContain('must be a whole number of hundredths');
    const units = await dispatch(handlers, 'hold.credit', { ...goodHold, amountCents: 0.5 }, quietLog());
    expect(units).toMatchObject({ ok: false, error: { details: { field: 'amountCents' } } });
    expect(calls).toEqual([]);
  });

  it('never echoes the rejected value in the message', async () => {
    const { handlers } = recordingHandlers({});
    const result = await dispatch(handlers, 'guest.lookup', { token: { ...token, type: CARD } }, quietLog());
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(CARD);
  });

  it('hands the parsed input to the handler and the parsed output back', async () => {
    const { handlers, calls } = recordingHandlers({
      'guest.search': async () => ({ guests: [], source: 'live', extra: 'dropped' }),
    });
    const result = await dispatch(handlers, 'guest.search', { text: '  Ivanov  ' }, quietLog());
    expect(calls).toEqual([{ name: 'guest.search', input: { text: 'Ivanov' } }]);
    expect(result).toEqual({ ok: true, value: { guests: [], source: 'live' } });
  });

  it('treats a missing input as an empty object', async () => {
    const status = {
      connectivity: 'online',
      since: new Date(0).toISOString(),
      queue: {
        count: 0,
        debitCents: 0,
        creditCents: 0,
        reversals: 0,
        oldest: null,
        rejected: 0,
        uncertain: 0,
      },
      platform: { url: 'http://127.0.0.1:1/platform', embedded: true, user: 'demo' },
      lastOnlineAt: null,
      scanner: { backend: { state: 'loading' }, readers: [] },
      warnings: [],
      update: { state: 'off' },
    };
    const { handlers } = recordingHandlers({ status: async () => status });
    expect(await dispatch(handlers, 'status', undefined, quietLog())).toEqual({ ok: true, value: status });
  });

  it('strips terminal credentials even if a handler leaks them', async () => {
    const company = {
      id: 1,
      fullName: 'Cafe',
      org1Name: 'Cafe LLC',
      org1NameShort: 'Cafe',
      pinLength: 4,
      permitNegativeBalances: false,
      terminalLogin: 'term',
      terminalPassword: 'hunter2',
    };
    const { handlers } = recordingHandlers({
      'company.info': async () => ({
        company,
        source: 'live',
        ageMs: 0,
        fetchedAt: new Date().toISOString(),
      }),
    });
    const result = await dispatch(handlers, 'company.info', {}, quietLog());
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result)).not.toMatch(/terminalLogin|terminalPassword|hunter2/);
  });

  it('answers internalError when the core breaks its own contract, and logs where', async () => {
    const log = quietLog();
    const { handlers } = recordingHandlers({
      'hold.credit': async () => ({ holdId: 'h1', state: 'flying' }),
    });
    const result = await dispatch(handlers, 'hold.credit', goodHold, log);
    expect(result).toMatchObject({ ok: false, error: { code: 'internalError' } });
    expect(log.lines.join('\n')).toContain('state');
  });

  it('passes core errors through as values', async () => {
    const { handlers } = recordingHandlers({
      'hold.debit': async () => {
        throw coreError('offlineLimitPerHold', { limitCents: 100_000, amountCents: 150_000 });
      },
    });
    const result = await dispatch(handlers, 'hold.debit', goodHold, quietLog());
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'offlineLimitPerHold', details: { limitCents: 100_000, amountCents: 150_000 } },
    });
  });

  it('turns an unexpected throw into internalError without logging its message', async () => {
    const log = quietLog();
    const { handlers } = recordingHandlers({
      'guest.lookup': async () => {
        throw new Error(`tokenNotFound: no customer with card ${CARD}`);
      },
    });
    const result = await dispatch(handlers, 'guest.lookup', { token }, log);
    expect(result).toMatchObject({ ok: false, error: { code: 'internalError' } });
    expect(log.lines.length).toBe(1);
    expect(log.lines.join('\n')).not.toContain(CARD);
  });
});
