import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** Logs `entries` and returns what was written, parsed, plus the raw text. */
function logged(write: (log: ReturnType<typeof createLogger>) => void) {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => lines.push(line) });
  write(log);
  return { text: lines.join(''), entries: lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

const SECRETS = [
  'hunter2-password',
  'new-password-9',
  'session-token-abc',
  'ya29.access-token',
  '1//refresh-token',
  'AIzaSyFakeGeminiKey000000000000000000000',
  'GOCSPX-client-secret',
  'better-auth.session_token=abc.def',
  'Bearer gho_secret',
  'postgres://websy:db-password@db:5432/websy',
  'smtp://mailer:smtp-password@mail:587',
];

describe('createLogger', () => {
  it('never writes a password, token, key, cookie or credential, at the top or one level down', () => {
    const { text, entries } = logged((log) => {
      log.info({ password: SECRETS[0], body: { newPassword: SECRETS[1], token: SECRETS[2] } }, 'sign-up');
      log.info({ account: { accessToken: SECRETS[3], refreshToken: SECRETS[4] } }, 'linked');
      log.warn({ gemini: { apiKeys: [SECRETS[5]] }, google: { clientSecret: SECRETS[6] } }, 'config');
      log.info(
        { req: { headers: { cookie: SECRETS[7], authorization: SECRETS[8], host: 'portal' } } },
        'req',
      );
      log.info({ res: { headers: { 'set-cookie': SECRETS[7] } } }, 'res');
      log.error({ config: { databaseUrl: SECRETS[9], smtpUrl: SECRETS[10] } }, 'start failed');
      log.info({ request: { headers: { 'x-goog-api-key': SECRETS[5] } } }, 'model call');
    });
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text.match(/\[redacted\]/g)?.length).toBe(13);
    // What is not secret stays readable.
    expect(entries[3]).toMatchObject({ msg: 'req', req: { headers: { host: 'portal' } } });
  });
});
