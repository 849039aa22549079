import { type TOTP, URI } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startTestApp, type TestApp } from '../../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('two-factor sign-in with an authenticator app', () => {
  it('enables TOTP, then requires a code (or a backup code) to sign in', async () => {
    const user = await signUpUser(app);
    const enable = await user.http.post('/api/auth/two-factor/enable', { password: user.password });
    expect(enable.status).toBe(200);
    expect(enable.json.totpURI).toMatch(/^otpauth:\/\/totp\/Websy/);
    expect(enable.json.backupCodes.length).toBeGreaterThanOrEqual(8);
    const totp = URI.parse(enable.json.totpURI) as TOTP;

    // Not enabled until the first code is verified.
    expect((await user.http.get('/api/me')).json.user.two_factor_enabled).toBe(false);
    const verify = await user.http.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(verify.status).toBe(200);
    expect((await user.http.get('/api/me')).json.user.two_factor_enabled).toBe(true);

    const browser = app.client();
    const first = await browser.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(first.status).toBe(200);
    expect(first.json.twoFactorRedirect).toBe(true);
    expect((await browser.get('/api/me')).status).toBe(401);

    const wrong = await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.status).toBe(401);
    const ok = await browser.post('/api/auth/two-factor/verify-totp', { code: totp.generate() });
    expect(ok.status).toBe(200);
    expect((await browser.get('/api/me')).status).toBe(200);

    const other = app.client();
    await other.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const backup = await other.post('/api/auth/two-factor/verify-backup-code', {
      code: enable.json.backupCodes[0],
    });
    expect(backup.status).toBe(200);
    expect((await other.get('/api/me')).status).toBe(200);
  });
});
