import { describe, expect, it } from 'vitest';
import { CoreError } from '../../../../core/terminal/errors';
import { TokenRefs } from '../../../../core/terminal/guests/token-refs';

const card = (n: number) =>
  ({ type: 'card', entry: 'trackCode', key: `00012345${String(n).padStart(2, '0')}` }) as const;

describe('TokenRefs', () => {
  it('hands out random 128-bit base64url references that resolve to the full token', () => {
    const refs = new TokenRefs();
    const a = refs.remember(card(1));
    const b = refs.remember(card(2));
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b).not.toBe(a);
    expect(a).not.toContain('1234');
    expect(refs.resolve(a)).toEqual(card(1));
    expect(refs.resolve(b)).toEqual(card(2));
    // The same card seen twice keeps its reference: the UI can compare them, the map does not grow.
    expect(refs.remember({ ...card(1) })).toBe(a);
    expect(refs.size).toBe(2);
  });

  it('forgets the least recently used token beyond its capacity', () => {
    const refs = new TokenRefs(3);
    const [r1, r2, r3] = [1, 2, 3].map((n) => refs.remember(card(n)));
    expect(refs.resolve(r1!)).toBeDefined(); // 1 is now the most recently used
    const r4 = refs.remember(card(4));
    expect(refs.size).toBe(3);
    expect(refs.resolve(r2!)).toBeUndefined();
    expect(refs.resolve(r1!)).toEqual(card(1));
    expect(refs.resolve(r3!)).toEqual(card(3));
    expect(refs.resolve(r4)).toEqual(card(4));
    // Seen again after eviction: a new reference, the old one stays unknown.
    expect(refs.remember(card(2))).not.toBe(r2);
  });

  it('finds the reference of a token a cached guest shows masked, only for that guest', () => {
    const refs = new TokenRefs();
    const ref = refs.remember(card(7), 'guest-a');
    const masked = { type: 'card', entry: 'trackCode', key: '…4507' };
    expect(refs.refFor('guest-a', masked)).toBe(ref);
    expect(refs.refFor('guest-b', masked)).toBeUndefined();
    expect(refs.refFor('guest-a', { ...masked, entry: 'barCode' })).toBeUndefined();
    expect(refs.refFor('guest-a', { ...masked, key: '…9999' })).toBeUndefined();
  });

  it("finds a guest's token by its masked form only on the guest it was last seen on", () => {
    const refs = new TokenRefs();
    const masked = { type: 'card', entry: 'trackCode', key: '…4507' };
    const ref = refs.remember(card(7));
    expect(refs.refFor('guest-a', masked)).toBeUndefined();
    expect(refs.remember(card(7), 'guest-a')).toBe(ref);
    expect(refs.refFor('guest-a', masked)).toBe(ref);
    // The card now belongs to another guest (reassigned on the platform).
    expect(refs.remember(card(7), 'guest-b')).toBe(ref);
    expect(refs.refFor('guest-a', masked)).toBeUndefined();
    expect(refs.refFor('guest-b', masked)).toBe(ref);
    // Seen again without a guest: it stays the last guest's.
    refs.remember(card(7));
    expect(refs.refFor('guest-b', masked)).toBe(ref);
  });

  it('answers the least recently used of two cards that look alike, and nothing once forgotten', () => {
    const refs = new TokenRefs(3);
    const twin = { type: 'card', entry: 'trackCode', key: '99912345' + '07' } as const;
    const masked = { type: 'card', entry: 'trackCode', key: '…4507' };
    const first = refs.remember(card(7), 'guest-a');
    const second = refs.remember(twin, 'guest-a');
    expect(refs.refFor('guest-a', masked)).toBe(first);
    refs.resolve(first);
    expect(refs.refFor('guest-a', masked)).toBe(second);
    refs.remember(card(1), 'guest-b');
    refs.remember(card(2), 'guest-b'); // beyond the capacity: `second` is forgotten
    expect(refs.resolve(second)).toBeUndefined();
    expect(refs.refFor('guest-a', masked)).toBe(first);
    refs.remember(card(3));
    refs.remember(card(4)); // and `first`
    expect(refs.refFor('guest-a', masked)).toBeUndefined();
    expect(refs.refFor('guest-b', { ...masked, key: '…4502' })).toBe(refs.remember(card(2)));
  });

  it('gives no reference to a token the platform could not take back (unknown type)', () => {
    const refs = new TokenRefs();
    expect(
      refs.rememberReturned({ type: 'iris', entry: 'scan', key: '0001234567' }, 'guest-a'),
    ).toBeUndefined();
    expect(
      refs.rememberReturned({ ...card(1), expirationDate: '2099-01-01T00:00:00.000Z' }, 'guest-a'),
    ).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(refs.resolve(refs.remember(card(1)))).toEqual(card(1)); // without its expirationDate
    expect(refs.size).toBe(1);
  });

  it('takes a reference or a typed token as input; an unknown reference is a readable error', () => {
    const refs = new TokenRefs();
    const ref = refs.remember(card(1));
    expect(refs.tokenOf({ ref })).toEqual(card(1));
    expect(refs.tokenOf(card(3))).toEqual(card(3));
    const unknown = (() => {
      try {
        refs.tokenOf({ ref: 'A'.repeat(22) });
      } catch (error) {
        return error;
      }
    })();
    expect(unknown).toBeInstanceOf(CoreError);
    expect((unknown as CoreError).value).toEqual({
      code: 'tokenRefUnknown',
      message: { ru: 'Проведите карту ещё раз', en: 'Scan the card again' },
    });
  });
});
