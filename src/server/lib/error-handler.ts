import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, codeForPgError, type ErrorBody, type ErrorCode } from '../../shared/errors';
import type { AppEnv } from './context';

interface PgLikeError {
  code?: string;
  message?: string;
}

function pgErrorOf(error: unknown): PgLikeError | undefined {
  // drizzle wraps driver errors: look through the cause chain for a SQLSTATE.
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as PgLikeError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    if (typeof candidate.code === 'string' && /^E(CONNREFUSED|CONNRESET|TIMEDOUT)$/.test(candidate.code)) {
      return { code: '08006', message: candidate.message };
    }
    current = candidate.cause;
  }
  return undefined;
}

const translatable = (message: string) => /^[a-z]+:[\w.]+$/.test(message);

/** The one mapping from thrown errors to `{ error: { code, message, details } }`. */
export function handleError(error: Error, c: Context<AppEnv>) {
  const t = c.get('t');
  const log = c.get('log');
  let code: ErrorCode = 'INTERNAL';
  let details: unknown;
  let message: string | undefined;
  let errorId: string | undefined;

  let params: Record<string, string | number> | undefined;
  if (error instanceof AppError) {
    code = error.code;
    details = error.details;
    params = error.params;
    if (error.message !== error.code) message = error.message;
  } else if (error instanceof HTTPException) {
    const status = error.status;
    code =
      status === 401
        ? 'UNAUTHENTICATED'
        : status === 403
          ? 'PERMISSION'
          : status === 404
            ? 'NOT_FOUND'
            : status === 413
              ? 'PAYLOAD_TOO_LARGE'
              : status === 429
                ? 'RATE_LIMITED'
                : status < 500
                  ? 'BAD_REQUEST'
                  : 'INTERNAL';
  } else {
    const pg = pgErrorOf(error);
    const mapped = codeForPgError(pg?.code);
    if (mapped) {
      code = mapped;
      details = { sqlState: pg?.code };
      if (mapped === 'CONNECTION') log.error({ err: error }, 'database connection error');
    }
  }

  if (code === 'INTERNAL') {
    errorId = randomUUID();
    log.error({ err: error, errorId }, 'unhandled error');
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
  return c.json(body, status);
}

function codeStatus(code: ErrorCode): number {
  return new AppError(code).status;
}
