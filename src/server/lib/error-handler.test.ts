import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import type { AppEnv } from './context';
import { handleError } from './error-handler';
import { translator } from './i18n';
import { createLogger } from './logger';
import { appErrorFromPg } from './pg-errors';

/** A driver error as drizzle throws it: wrapped, with PostgreSQL's own (English, internal) text. */
function pgError(code: string, constraint?: string) {
  const driver = Object.assign(new Error('could not serialize access due to read/write dependencies'), {
    code,
    constraint,
  });
  return new Error('Failed query: insert into "projects" …', { cause: driver });
}

function appThrowing(error: unknown, language: 'es' | 'en' | 'pt' = 'es') {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('t', translator(language));
    c.set('log', createLogger('silent'));
    await next();
  });
  app.get('/', () => {
    throw error;
  });
  app.onError(handleError);
  return app;
}

describe('the one error path', () => {
  it('names a constraint’s own message in the reader’s language', async () => {
    const res = await appThrowing(pgError('23505', 'projects_owner_name_uq'), 'en').request('/');
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: 'DUPLICATE', details: { sqlState: '23505' } });
  });

  it('follows "Error de base de datos:" with a translated cause, never PostgreSQL’s text', async () => {
    const error = appErrorFromPg(pgError('40001'), { other: 'projects:errors.database' });
    expect(error).toBeInstanceOf(AppError);
    for (const [language, expected] of [
      ['es', 'Error de base de datos: la operación chocó con otra al mismo tiempo; inténtalo de nuevo'],
      ['en', 'Database error: the operation clashed with another one at the same time; try again'],
    ] as const) {
      const res = await appThrowing(error, language).request('/');
      const body = await res.json();
      expect(res.status).toBe(500);
      expect(body.error.message).toBe(expected);
      expect(JSON.stringify(body)).not.toContain('serialize');
    }
  });

  it('reports an unnamed database error as the generic error with an id', async () => {
    const res = await appThrowing(pgError('XX000')).request('/');
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body.error).toMatchObject({ code: 'INTERNAL', message: 'Error desconocido' });
    expect(body.error.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toContain('serialize');
  });

  it('turns a refused connection into CONNECTION (503)', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const res = await appThrowing(new Error('Failed query', { cause: refused })).request('/');
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('CONNECTION');
  });
});
