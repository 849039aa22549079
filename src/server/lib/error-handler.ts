import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, type ErrorBody, type ErrorCode } from '../../shared/errors';
import type { AppEnv } from './context';
import { appErrorFromPg } from './pg-errors';

/** `ns:key`: a namespace (camelCase, as `viewAs`) and its key. */
const translatable = (message: string) => /^[a-z][a-zA-Z]*:[\w.]+$/.test(message);

/** The one mapping from thrown errors to `{ error: { code, message, details } }`. */
const HTTP_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/**
 * The one mapping from thrown errors to `{ error: { code, message, details } }`. Database errors
 * go through `appErrorFromPg` (the one SQLSTATE and constraint table); PostgreSQL's own text never
 * reaches the browser.
 */
export function handleError(thrown: Error, c: Context<AppEnv>) {
  const t = c.get('t');
  const log = c.get('log');
  const error = appErrorFromPg(thrown);
  let code: ErrorCode = 'INTERNAL';
  let details: unknown;
  let message: string | undefined;
  let errorId: string | undefined;
  let params: Record<string, string | number> | undefined;

  if (error instanceof AppError) {
    code = error.code;
    details = error.details;
    params = { ...error.params, ...translated(t, error.keyParams) };
    if (error.message !== error.code) message = error.message;
    if (code === 'CONNECTION') log.error({ err: thrown }, 'database connection error');
  } else if (error instanceof HTTPException) {
    code = HTTP_CODES[error.status] ?? (error.status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
  }

  if (code === 'INTERNAL') {
    errorId = randomUUID();
    log.error({ err: thrown, errorId }, 'unhandled error');
  }

  if (code === 'VALIDATION' && Array.isArray(details)) {
    details = details.map((d: { path: string; message: string }) => ({
      ...d,
      message: translatable(d.message) ? t(d.message) : d.message,
    }));
    params = { list: (details as Array<{ message: string }>).map((d) => d.message).join(', '), ...params };
  }
  if (message && translatable(message)) message = t(message, params);

  const body: ErrorBody = {
    error: {
      code,
      message: message ?? t(`api:codes.${code}`),
      ...(details !== undefined && { details }),
      ...(errorId && { errorId }),
    },
  };
  const status = (error instanceof AppError ? error.status : codeStatus(code)) as ContentfulStatusCode;
  // A limit says when it lifts: the seconds to wait, as its message does.
  if (code === 'RATE_LIMITED' && typeof params?.seconds === 'number') {
    c.header('Retry-After', String(params.seconds));
  }
  return c.json(body, status);
}

/** Parameters that are i18n keys themselves (a translated cause), in the caller's language. */
function translated(t: AppEnv['Variables']['t'], keys: Record<string, string> | undefined) {
  return Object.fromEntries(Object.entries(keys ?? {}).map(([name, key]) => [name, t(key)]));
}

function codeStatus(code: ErrorCode): number {
  return new AppError(code).status;
}
