import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { appErrorFromPg, pgErrorOf } from './pg-errors';

describe('a database that is unreachable reads as CONNECTION (503), whatever the driver says', () => {
  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'a Unix socket gone',
      Object.assign(new Error('connect ENOENT /tmp/.s.PGSQL.5432'), { code: 'ENOENT', syscall: 'connect' }),
    ],
    ['a broken pipe', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    ['the server gone mid-query', new Error('Connection terminated unexpectedly')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['no answer in time', new Error('Query read timeout')],
    ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['the server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['the server crashed', Object.assign(new Error('terminating connection'), { code: '57P02' })],
    [
      'the server starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    [
      'wrapped by drizzle',
      new Error('Failed query: select 1', { cause: new Error('Connection terminated') }),
    ],
  ])('%s', (_name, error) => {
    expect(pgErrorOf(error)?.code).toMatch(/^(08006|57P0[123])$/);
    const mapped = appErrorFromPg(error);
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).code).toBe('CONNECTION');
    expect((mapped as AppError).status).toBe(503);
  });

  it('reads a write in a READ ONLY transaction (a view as a client, decision 0054) as VIEW_AS_READ_ONLY, 403', () => {
    const mapped = appErrorFromPg(
      Object.assign(new Error('cannot execute UPDATE in a read-only transaction'), { code: '25006' }),
    );
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).code).toBe('VIEW_AS_READ_ONLY');
    expect((mapped as AppError).status).toBe(403);
  });

  it('leaves other errors alone', () => {
    const error = new Error('Cannot read properties of undefined');
    expect(pgErrorOf(error)).toBeUndefined();
    expect(appErrorFromPg(error)).toBe(error);
  });
});
