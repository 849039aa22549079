import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hashPassword, verifyPassword } from 'better-auth/crypto';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * log2 of scrypt's N for passwords: the auth library's own work factor (N = 16384, r = 16, p = 1).
 * Passwords hashed at this cost are written in the library's format, unchanged.
 */
export const DEFAULT_PASSWORD_COST = 14;

/** The lowest cost a test run may choose (decision 0048); the portal refuses it outside tests. */
export const MIN_TEST_PASSWORD_COST = 4;
/** The highest cost accepted (N = 2^20 takes seconds of CPU per sign-in). */
export const MAX_PASSWORD_COST = 20;

const PREFIX = 'scrypt$';
const R = 16;
const P = 1;
const KEY_LENGTH = 64;

async function derive(password: string, salt: string, cost: number): Promise<Buffer> {
  const N = 2 ** cost;
  return scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: 256 * N * R });
}

/**
 * The auth library's password hashing with a configurable work factor, as Devise's `stretches`
 * and Django's test hasher let a test run hash cheaply (decision 0048). The default cost writes
 * and reads the library's own format; any other cost writes `scrypt$<cost>$<salt>$<key>`, which
 * carries its cost, so every stored hash verifies whatever the portal's cost is now.
 */
export function passwordHashing(cost: number) {
  return {
    async hash(password: string): Promise<string> {
      if (cost === DEFAULT_PASSWORD_COST) return hashPassword(password);
      const salt = randomBytes(16).toString('hex');
      return `${PREFIX}${cost}$${salt}$${(await derive(password, salt, cost)).toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
      const [costText, salt, key] = hash.slice(PREFIX.length).split('$');
      const storedCost = Number(costText);
      if (
        !salt ||
        !key ||
        !Number.isInteger(storedCost) ||
        storedCost < MIN_TEST_PASSWORD_COST ||
        storedCost > MAX_PASSWORD_COST
      )
        throw new Error('Invalid password hash');
      const expected = Buffer.from(key, 'hex');
      const actual = await derive(password, salt, storedCost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
