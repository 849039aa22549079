import { describe, expect, it } from 'vitest';
import { AppError, codeForPgError, errorCodes, isNetworkDrop } from './errors';

describe('codeForPgError (SPEC §8 database catalogue)', () => {
  it('maps the SQLSTATEs the spec names', () => {
    expect(codeForPgError('23505')).toBe('DUPLICATE');
    expect(codeForPgError('23503')).toBe('REFERENCE');
    expect(codeForPgError('42501')).toBe('PERMISSION');
    expect(codeForPgError('08006')).toBe('CONNECTION');
    expect(codeForPgError('57P01')).toBe('CONNECTION');
    expect(codeForPgError('22P02')).toBe('VALIDATION');
  });
  it('leaves the rest to the generic error', () => {
    expect(codeForPgError('XX000')).toBeUndefined();
    expect(codeForPgError(undefined)).toBeUndefined();
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
