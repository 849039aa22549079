import { hashPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_COST, passwordHashing } from './password-hash';

describe('passwordHashing', () => {
  it("writes the auth library's own format at the default cost", async () => {
    const hashing = passwordHashing(DEFAULT_PASSWORD_COST);
    const hash = await hashing.hash('una-clave-segura');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await hashing.verify({ hash, password: 'una-clave-segura' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'otra-clave' })).toBe(false);
  });

  it('writes its cost into a cheaper hash, and checks it', async () => {
    const hashing = passwordHashing(4);
    const hash = await hashing.hash('una-clave-segura');
    expect(hash).toMatch(/^scrypt\$4\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(await hashing.verify({ hash, password: 'una-clave-segura' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'una-clave-segurA' })).toBe(false);
    // Two hashes of one password differ (each has its own salt).
    expect(await hashing.hash('una-clave-segura')).not.toBe(hash);
  });

  it('verifies every stored hash whatever the cost is now', async () => {
    const cheap = await passwordHashing(4).hash('clave-de-prueba');
    const library = await hashPassword('clave-de-prueba');
    for (const cost of [4, DEFAULT_PASSWORD_COST, 16]) {
      const hashing = passwordHashing(cost);
      expect(await hashing.verify({ hash: cheap, password: 'clave-de-prueba' })).toBe(true);
      expect(await hashing.verify({ hash: library, password: 'clave-de-prueba' })).toBe(true);
    }
  });

  it('normalises the password as the library does (NFKC)', async () => {
    const hashing = passwordHashing(4);
    const hash = await hashing.hash('caf\u00e9-clave');
    expect(await hashing.verify({ hash, password: 'cafe\u0301-clave' })).toBe(true);
  });

  it('refuses a malformed hash or one with a cost out of range', async () => {
    const hashing = passwordHashing(4);
    const hash = await hashing.hash('clave-de-prueba');
    await expect(
      hashing.verify({ hash: hash.replace('scrypt$4$', 'scrypt$2$'), password: 'x' }),
    ).rejects.toThrow('Invalid password hash');
    await expect(hashing.verify({ hash: 'scrypt$4$abc', password: 'x' })).rejects.toThrow(
      'Invalid password hash',
    );
  });
});
