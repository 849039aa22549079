import { makeSignature } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { cookieValue, verifiedToken } from './resolve-session';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';
const NAME = 'better-auth.session_token';

/** The cookie value the auth library sets: `token.signature`, URI-encoded. */
async function signed(token: string, secret = SECRET) {
  return encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);
}

describe('cookieValue', () => {
  it('finds the named cookie among others, decoded, first one winning', async () => {
    const value = await signed('abc');
    const header = `theme=dark; ${NAME}=${value}; other=1; ${NAME}=later`;
    expect(cookieValue(header, NAME)).toBe(decodeURIComponent(value));
    expect(cookieValue(`x${NAME}=1; ${NAME}x=2`, NAME)).toBeNull();
    expect(cookieValue(`${NAME}="quoted"`, NAME)).toBe('quoted');
    expect(cookieValue(`${NAME}=%E0%A4%A`, NAME)).toBe('%E0%A4%A');
  });
});

describe('verifiedToken', () => {
  it("accepts the auth library's own signature", async () => {
    const token = 'Zr2tV7p1HkQ9eX3mN8bL4cW6yU0aS5dF';
    expect(verifiedToken(decodeURIComponent(await signed(token)), SECRET)).toBe(token);
  });

  it('refuses another secret, a changed token, a bare token and a malformed signature', async () => {
    const token = 'Zr2tV7p1HkQ9eX3mN8bL4cW6yU0aS5dF';
    const value = decodeURIComponent(await signed(token, 'another-secret-another-secret-another'));
    expect(verifiedToken(value, SECRET)).toBeNull();
    const good = decodeURIComponent(await signed(token));
    expect(verifiedToken(`x${good}`, SECRET)).toBeNull();
    expect(verifiedToken(token, SECRET)).toBeNull();
    expect(verifiedToken(`${token}.${'A'.repeat(43)}=`, SECRET)).toBeNull();
    expect(verifiedToken(`${token}.short=`, SECRET)).toBeNull();
    expect(verifiedToken(`.${good.split('.')[1]}`, SECRET)).toBeNull();
  });

  it('remembers a genuine value for its own secret only, and never a forged one', async () => {
    const token = 'Remembered0Token1Remembered2Tok3';
    const good = decodeURIComponent(await signed(token));
    expect(verifiedToken(good, SECRET)).toBe(token);
    expect(verifiedToken(good, SECRET)).toBe(token);
    expect(verifiedToken(good, 'another-secret-another-secret-another')).toBeNull();
    const forged = `${token}.${'B'.repeat(43)}=`;
    expect(verifiedToken(forged, SECRET)).toBeNull();
    expect(verifiedToken(forged, SECRET)).toBeNull();
  });
});
