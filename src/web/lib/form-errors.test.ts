import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors, fieldErrorsOf, messageOf } from './form-errors';

const validation = (details: unknown) =>
  new ApiError({ code: 'VALIDATION', message: 'Datos del proyecto inválidos: …', status: 400, details });

describe('server validation errors onto form fields', () => {
  it('maps each detail to the root field of its path', () => {
    const error = validation([
      { path: 'github_repository_url', message: 'La URL de GitHub no es válida' },
      { path: 'technologies.3', message: 'Too big' },
      { path: 'created_by', message: 'El campo created_by es requerido y debe ser un ID de usuario válido' },
    ]);
    expect(fieldErrorsOf(error, ['name', 'github_repository_url', 'technologies'])).toEqual([
      { field: 'github_repository_url', message: 'La URL de GitHub no es válida' },
      { field: 'technologies', message: 'Too big' },
      { field: '', message: 'El campo created_by es requerido y debe ser un ID de usuario válido' },
    ]);
  });

  it('ignores anything that is not a validation error', () => {
    expect(fieldErrorsOf(new Error('boom'), ['name'])).toEqual([]);
    expect(fieldErrorsOf(new ApiError({ code: 'DUPLICATE', message: 'x', status: 409 }), ['name'])).toEqual(
      [],
    );
    expect(fieldErrorsOf(validation(undefined), ['name'])).toEqual([]);
  });

  it('keeps a repeated message once', () => {
    const error = validation([
      { path: 'name', message: 'Obligatorio' },
      { path: 'name', message: 'Obligatorio' },
    ]);
    expect(fieldErrorsOf(error, ['name'])).toEqual([{ field: 'name', message: 'Obligatorio' }]);
  });
});

describe('server errors onto a form', () => {
  it('sets field errors, focusing the first, and returns the rest as the general message', () => {
    const set: unknown[][] = [];
    const error = validation([
      { path: 'name', message: 'Nombre obligatorio' },
      { path: 'end_date', message: 'Fecha inválida' },
      { path: 'created_by', message: 'Usuario inválido' },
    ]);
    const general = applyServerErrors<{ name: string; end_date: string }>(
      (...args) => set.push(args),
      error,
      ['name', 'end_date'],
      () => 'x',
    );
    expect(set).toEqual([
      ['name', { type: 'server', message: 'Nombre obligatorio' }, { shouldFocus: true }],
      ['end_date', { type: 'server', message: 'Fecha inválida' }, { shouldFocus: false }],
    ]);
    expect(general).toBe('Usuario inválido');
  });

  it('returns null when every error found its field, and the fallback for other failures', () => {
    const noop = () => undefined;
    expect(
      applyServerErrors<{ name: string }>(
        noop,
        validation([{ path: 'name', message: 'Mal' }]),
        ['name'],
        () => 'x',
      ),
    ).toBeNull();
    const timeout = new ApiError({ code: 'TIMEOUT', message: 'La operación tardó demasiado', status: 504 });
    const fallback = (e: unknown) => messageOf(e, 'No se pudo guardar');
    expect(applyServerErrors<{ name: string }>(noop, timeout, ['name'], fallback)).toBe(
      'La operación tardó demasiado',
    );
    expect(
      applyServerErrors<{ name: string }>(noop, new TypeError('Failed to fetch'), ['name'], fallback),
    ).toBe('No se pudo guardar');
  });
});
