import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '@/shared/i18n/instance';
import { ApiError } from './api-error';
import { describeError, validationMessages } from './error-toast';

const i18n = createI18nInstance();
const es = i18n.getFixedT('es') as TFunction;
const en = i18n.getFixedT('en') as TFunction;
const api = (code: string, message = 'x', details?: unknown) =>
  new ApiError({ code, message, status: 400, details });

describe('docs/product.md#error-messages error toasts', () => {
  it.each([
    ['DUPLICATE', 'Elemento Duplicado', 'Ya existe un elemento con estos datos.'],
    ['REFERENCE', 'Error de Referencia', 'No se puede realizar la acción porque existen datos relacionados.'],
    [
      'PERMISSION',
      'Error de Permisos',
      'No tienes permisos para realizar esta acción. Contacta con el administrador.',
    ],
    ['SESSION_EXPIRED', 'Error de Autenticación', 'Tu sesión ha expirado. Inicia sesión de nuevo.'],
    ['UNAUTHENTICATED', 'Error de Autenticación', 'Tu sesión ha expirado. Inicia sesión de nuevo.'],
    [
      'CONNECTION',
      'Error de Conexión',
      'No se puede conectar con el servidor. Revisa tu conexión a internet y las variables de entorno.',
    ],
  ])('%s → %s', (code, title, description) => {
    // The database's own refusal (42501) carries its SQLSTATE; a route's refusal is «Sin Permisos».
    const details = code === 'PERMISSION' ? { sqlState: '42501' } : undefined;
    expect(describeError(api(code, 'x', details), 'savePreferences', es)).toEqual({ title, description });
  });

  it('joins validation messages with commas', () => {
    const error = api('VALIDATION', 'Datos inválidos', [
      { path: 'full_name', message: 'Escribe tu nombre completo' },
      { path: 'avatar_url', message: 'validation:avatarUrlInvalid' },
    ]);
    expect(describeError(error, undefined, es)).toEqual({
      title: 'Error de Validación',
      description: 'Escribe tu nombre completo, Introduce una URL válida que empiece por https:// o http://',
    });
  });

  it('says «Datos inválidos» when a validation error has no messages', () => {
    expect(describeError(api('VALIDATION', 'Datos inválidos'), undefined, es)?.description).toBe(
      'Datos inválidos',
    );
  });

  it('names the operation in the generic toast', () => {
    expect(describeError(api('NOT_FOUND', 'No encontrado'), 'updateProfile', es)).toEqual({
      title: 'Error',
      description: 'Error en actualizar el perfil: No encontrado',
    });
    expect(describeError(new Error('boom'), 'updateProfile', en)?.description).toBe(
      'Error while trying to update the profile: boom',
    );
  });

  it('uses «Error desconocido» when there is no message', () => {
    expect(describeError({}, undefined, es)?.description).toBe('Error en la operación: Error desconocido');
  });

  it('stays silent when the connection dropped', () => {
    expect(describeError(new TypeError('Failed to fetch'), 'savePreferences', es)).toBeNull();
    expect(describeError(new Error('net::ERR_CONNECTION_CLOSED'), undefined, es)).toBeNull();
  });

  it('treats CORS failures as connection errors', () => {
    expect(describeError(new Error('Blocked by CORS policy'), undefined, es)?.title).toBe(
      'Error de Conexión',
    );
  });

  it('reads messages from every details shape', () => {
    expect(validationMessages({ fieldErrors: { a: ['uno', 'dos'] } })).toEqual(['uno', 'dos']);
    expect(validationMessages({ issues: [{ message: 'tres' }, { message: 'tres' }] })).toEqual(['tres']);
    expect(validationMessages(undefined)).toEqual([]);
  });
});
