import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18nInstance } from '@/shared/i18n/instance';
import { ApiError } from './api-error';
import { AuthRequestError } from './auth-request-error';
import { describeError, isNetworkFailure } from './error-toast';

const i18n = createI18nInstance();
const es = i18n.getFixedT('es') as TFunction;
const en = i18n.getFixedT('en') as TFunction;
const pt = i18n.getFixedT('pt') as TFunction;
const offline = () => new TypeError('Failed to fetch');

describe('docs/product.md#error-messages titles of failed actions', () => {
  it('says «Error de Red» when an action gets no answer, and nothing for a background read', () => {
    expect(describeError(offline(), 'x', es, { userAction: true })).toEqual({
      title: 'Error de Red',
      description:
        'No se pudo conectar con el servidor. Comprueba tu conexión a internet e inténtalo de nuevo.',
    });
    expect(describeError(offline(), 'x', en, { userAction: true })?.title).toBe('Network Error');
    expect(describeError(offline(), 'x', pt, { userAction: true })?.title).toBe('Erro de Rede');
    expect(describeError(offline(), 'x', es)).toBeNull();
  });

  it('knows every shape of «no answer»', () => {
    expect(isNetworkFailure(offline())).toBe(true);
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkFailure(new AuthRequestError({ status: 0, message: 'Failed to fetch' }))).toBe(true);
    expect(
      isNetworkFailure(new ApiError({ code: 'CONNECTION', message: 'Failed to fetch', status: 0 })),
    ).toBe(true);
    expect(isNetworkFailure(new ApiError({ code: 'CONNECTION', message: 'x', status: 503 }))).toBe(false);
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });

  it('says «Sin Permisos» with the reason when a route refuses, «Error de Permisos» when the database does', () => {
    const policy = new ApiError({
      code: 'PERMISSION',
      message: 'No tienes permisos para eliminar este proyecto',
      status: 403,
    });
    expect(describeError(policy, 'x', es, { userAction: true })).toEqual({
      title: 'Sin Permisos',
      description: 'No tienes permisos para eliminar este proyecto',
    });
    expect(describeError(policy, 'x', en)?.title).toBe('No Permission');
    expect(describeError(policy, 'x', pt)?.title).toBe('Sem Permissões');
    const database = new ApiError({
      code: 'PERMISSION',
      message: 'x',
      status: 403,
      details: { sqlState: '42501' },
    });
    expect(describeError(database, 'x', es)?.title).toBe('Error de Permisos');
  });

  it.each([
    ['signIn', 'Error al iniciar sesión', 'Error signing in', 'Erro ao iniciar sessão'],
    ['signUp', 'Error al registrar usuario', 'Error registering user', 'Erro ao registrar usuário'],
    ['signOut', 'Error al cerrar sesión', 'Error signing out', 'Erro ao encerrar sessão'],
    [
      'updateSettings',
      'Error al actualizar configuración',
      'Error updating settings',
      'Erro ao atualizar configurações',
    ],
    [
      'deleteProject',
      'Error al eliminar el proyecto',
      'Error deleting the project',
      'Erro ao excluir o projeto',
    ],
    ['reload', 'Error al recargar los datos', 'Error reloading the data', 'Erro ao recarregar os dados'],
    [
      'addFeatures',
      'Error al agregar funcionalidades',
      'Error adding features',
      'Erro ao adicionar funcionalidades',
    ],
    ['addComment', 'Error al agregar comentario', 'Error adding comment', 'Erro ao adicionar comentário'],
  ] as const)('%s failures read «%s» over the error’s own message', (failure, esTitle, enTitle, ptTitle) => {
    const error = new ApiError({ code: 'INTERNAL', message: 'Error desconocido', status: 500 });
    expect(describeError(error, 'x', es, { failure })).toEqual({
      title: esTitle,
      description: 'Error desconocido',
    });
    expect(describeError(error, 'x', en, { failure })?.title).toBe(enTitle);
    expect(describeError(error, 'x', pt, { failure })?.title).toBe(ptTitle);
    // No answer at all: the action's title, the network's words.
    expect(describeError(offline(), 'x', es, { failure, userAction: true })).toEqual({
      title: esTitle,
      description:
        'No se pudo conectar con el servidor. Comprueba tu conexión a internet e inténtalo de nuevo.',
    });
  });

  it('never shows the auth library’s own English text', () => {
    const error = new AuthRequestError({ status: 500, message: 'Internal Server Error' });
    expect(describeError(error, undefined, es, { failure: 'signOut' })).toEqual({
      title: 'Error al cerrar sesión',
      description: 'Error desconocido',
    });
  });

  it('says why a view as a client refuses a change (decision 0054), in the server’s words', () => {
    const message = 'Estás viendo el portal como un cliente: en esta vista no se puede cambiar nada.';
    const error = new ApiError({ code: 'VIEW_AS_READ_ONLY', message, status: 403 });
    expect(describeError(error, 'x', es, { userAction: true })).toEqual({
      title: 'Sin Permisos',
      description: message,
    });
  });
});
