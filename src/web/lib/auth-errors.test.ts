import { describe, expect, it } from 'vitest';
import { resources } from '@/shared/i18n/resources';
import { authErrorKey, oauthErrorKey } from './auth-errors';

const es = resources.es.auth as unknown as { errors: Record<string, string> };
const message = (key: string) => es.errors[key.replace(/^errors\./, '')];

describe('Better Auth errors become Spanish messages', () => {
  it('maps a wrong password to the spec text', () => {
    expect(message(authErrorKey({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 }))).toBe(
      'Correo o contraseña incorrectos',
    );
  });

  it('maps any 429 to «too many attempts», whatever the body', () => {
    expect(
      message(authErrorKey({ status: 429, message: 'Too many requests. Please try again later.' })),
    ).toBe('Demasiados intentos. Espera un momento e inténtalo de nuevo.');
  });

  it('never falls through to raw English', () => {
    for (const error of [
      { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 },
      { code: 'INVALID_TOKEN', status: 400 },
      { code: 'INVALID_CODE', status: 401 },
      { code: 'SOMETHING_NEW', status: 400 },
      { status: 503 },
    ]) {
      const text = message(authErrorKey(error));
      expect(text, JSON.stringify(error)).toBeTruthy();
    }
    expect(authErrorKey({ code: 'SOMETHING_NEW', status: 400 })).toBe('errors.unknown');
    expect(authErrorKey({ status: 503 })).toBe('errors.server');
  });

  it('explains OAuth callback errors', () => {
    expect(oauthErrorKey('access_denied')).toBe('errors.oauthCancelled');
    expect(oauthErrorKey('state_mismatch')).toBe('errors.oauthFailed');
  });
});
