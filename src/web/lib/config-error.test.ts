import { afterEach, describe, expect, it } from 'vitest';
import { checkForConfigError, mentionsInvalidApiKey, resetConfigError, useConfigError } from './config-error';

describe('configuration-error screen trigger (docs/product.md#screens-and-navigation)', () => {
  afterEach(() => resetConfigError());

  it.each([
    'Invalid API key',
    'Error: invalid api_key provided',
    'API key not valid. Please pass a valid API key.',
    'API key inválida o expirada. Verifica tu configuración.',
    'Error de configuración: Clave API de Gemini inválida',
    'La clave API no válida',
  ])('recognises «%s»', (message) => {
    expect(mentionsInvalidApiKey(message)).toBe(true);
  });

  it.each(['Invalid email or password', 'Clave API válida', 'Failed to fetch', '', undefined])(
    'ignores «%s»',
    (message) => {
      expect(mentionsInvalidApiKey(message)).toBe(false);
    },
  );

  it('raises the screen once for an error that mentions it', () => {
    expect(checkForConfigError(new Error('Datos inválidos'))).toBe(false);
    expect(checkForConfigError(new Error('Invalid API key'))).toBe(true);
    expect(typeof useConfigError).toBe('function');
  });
});
