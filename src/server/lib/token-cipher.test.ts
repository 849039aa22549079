import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher';

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

  it('keeps each purpose’s secrets apart: another purpose’s key opens none', () => {
    const sealed = createTokenCipher(SECRET, 'websy-webhook-secrets').encrypt('whsec_abc');
    expect(createTokenCipher(SECRET, 'websy-webhook-secrets').decrypt(sealed)).toBe('whsec_abc');
    expect(createTokenCipher(SECRET).decrypt(sealed)).toBeNull();
  });
});
