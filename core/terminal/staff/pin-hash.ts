import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost: 2^14, slow to guess yet a pause a cashier does not notice; tests pass a lower one. */
export interface PinHashCost {
  N: number;
  r: number;
  p: number;
}
export const DEFAULT_PIN_COST: PinHashCost = { N: 16_384, r: 8, p: 1 };
const KEY_BYTES = 32;

function derive(pin: string, salt: Buffer, cost: PinHashCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(pin, salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$<salt>$<key>` (base64url): the cost travels with the hash. */
export async function hashPin(pin: string, cost: PinHashCost = DEFAULT_PIN_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong PIN and for a stored value that is not a hash of ours. */
export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length !== KEY_BYTES) return false;
  const actual = await derive(pin, Buffer.from(salt, 'base64url'), cost);
  return timingSafeEqual(actual, expected);
}
