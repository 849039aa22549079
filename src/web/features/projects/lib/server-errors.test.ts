import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-error';
import { fieldErrorsOf } from './server-errors';

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
    expect(fieldErrorsOf(new ApiError({ code: 'DUPLICATE', message: 'x', status: 409 }), ['name'])).toEqual([]);
    expect(fieldErrorsOf(validation(undefined), ['name'])).toEqual([]);
  });
});
