import { describe, expect, it } from 'vitest';
import { AppError, codeForPgError, errorCodes, isNetworkDrop, pgCauseKey } from './errors';

describe('codeForPgError (docs/product.md#error-messages database catalogue)', () => {
  const code = (state: string, constraint?: string) => codeForPgError({ code: state, constraint })?.code;

  it('maps the SQLSTATEs the spec names', () => {
    expect(code('23505')).toBe('DUPLICATE');
    expect(code('23503')).toBe('REFERENCE');
    expect(code('42501')).toBe('PERMISSION');
    expect(code('08006')).toBe('CONNECTION');
    expect(code('57P01')).toBe('CONNECTION');
    expect(code('22P02')).toBe('VALIDATION');
    expect(code('57014')).toBe('TIMEOUT');
  });

  it('gives named constraints and raised states their own message', () => {
    expect(codeForPgError({ code: '23505', constraint: 'projects_owner_name_uq' })).toEqual({
      code: 'DUPLICATE',
      message: 'projects:errors.duplicateName',
    });
    expect(codeForPgError({ code: '23503', constraint: 'projects_user_id_users_id_fk' })?.message).toBe(
      'projects:errors.invalidUser',
    );
    expect(codeForPgError({ code: 'P0100' })).toEqual({
      code: 'PROJECT_LIMIT',
      message: 'projects:errors.limit',
    });
    expect(codeForPgError({ code: 'P0101' })?.code).toBe('DEPENDENCY_CYCLE');
    expect(codeForPgError({ code: 'P0110' })).toEqual({
      code: 'COLLABORATOR_LIMIT',
      message: 'projects:members.errors.limit',
    });
    expect(codeForPgError({ code: '23505', constraint: 'project_members_pk' })?.message).toBe(
      'projects:members.errors.alreadyMember',
    );
    expect(codeForPgError({ code: '23505', constraint: 'some_other_uq' })).toEqual({ code: 'DUPLICATE' });
  });

  it('leaves the rest to the generic error', () => {
    expect(code('XX000')).toBeUndefined();
    expect(codeForPgError(undefined)).toBeUndefined();
  });

  it('names the kind of failure by SQLSTATE class, never by the server’s text', () => {
    expect(pgCauseKey('40001')).toBe('api:pgCauses.40');
    expect(pgCauseKey('XX000')).toBe('api:pgCauses.other');
    expect(pgCauseKey(undefined)).toBe('api:pgCauses.other');
  });
});

describe('AppError', () => {
  it('carries the status of its code', () => {
    expect(new AppError('NOT_FOUND').status).toBe(404);
    expect(new AppError('DUPLICATE').status).toBe(409);
    expect(Object.values(errorCodes).every((s) => s >= 400 && s < 600)).toBe(true);
  });
});

describe('isNetworkDrop', () => {
  it('recognises the messages the spec keeps silent', () => {
    expect(isNetworkDrop('TypeError: Failed to fetch')).toBe(true);
    expect(isNetworkDrop('net::ERR_CONNECTION_CLOSED')).toBe(true);
    expect(isNetworkDrop('duplicate key')).toBe(false);
    expect(isNetworkDrop(undefined)).toBe(false);
  });
});
