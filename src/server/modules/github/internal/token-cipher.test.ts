import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher';
import { tokenExpiry } from './validate-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('the token cipher', () => {
  it('round-trips a token, sealed differently each time and never in clear', () => {
    const cipher = createTokenCipher(SECRET);
    const token = 'github_pat_11ABCDEFG_0123456789';
    const a = cipher.encrypt(token);
    const b = cipher.encrypt(token);
    expect(a).not.toBe(b);
    expect(a).not.toContain(token);
    expect(cipher.decrypt(a)).toBe(token);
    expect(cipher.decrypt(b)).toBe(token);
  });

  it('refuses a tampered text and another secret’s', () => {
    const cipher = createTokenCipher(SECRET);
    const sealed = cipher.encrypt('ghp_token');
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = body!.startsWith('A') ? `B${body!.slice(1)}` : `A${body!.slice(1)}`;
    expect(cipher.decrypt([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(cipher.decrypt('not sealed')).toBeNull();
    expect(createTokenCipher(`${SECRET}-other`).decrypt(sealed)).toBeNull();
  });
});

describe('a token’s expiry', () => {
  it('is the one the provider states, else an hour from now', () => {
    expect(tokenExpiry('2031-05-01 10:00:00 UTC', 0).toISOString()).toBe('2031-05-01T10:00:00.000Z');
    expect(tokenExpiry(undefined, 1_000_000).getTime()).toBe(1_000_000 + 3_600_000);
    expect(tokenExpiry('nonsense', 0).getTime()).toBe(3_600_000);
  });
});
