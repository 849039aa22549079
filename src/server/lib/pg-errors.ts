import { AppError, codeForPgError, pgCauseKey, type PgErrorFields } from '../../shared/errors';

/** node-postgres and pg-pool: the server went away, never answered, or the pool waited too long. */
const DRIVER_CONNECTION_ERROR =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * A request that waited for the database past its deadline (./request-deadline.ts). It reads as a
 * server that never answered (SQLSTATE 08006), as the driver's own timeouts above do, so it gets
 * the answer a stopped database gets: 503 CONNECTION.
 */
export class DeadlineExceededError extends Error {
  readonly code = '08006';
  constructor(ms: number) {
    super(`no answer within the request deadline (${ms} ms)`);
    this.name = 'DeadlineExceededError';
  }
}

/**
 * The PostgreSQL error behind a (possibly wrapped) error: drizzle and pg-boss wrap driver errors,
 * so the cause chain is followed. A refused or dropped connection reads as 08006.
 */
export function pgErrorOf(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; syscall?: unknown; constraint?: unknown; cause?: unknown };
    // Before the SQLSTATE test: EPIPE has five letters too. A Unix socket (the embedded server's)
    // that is gone fails to connect with ENOENT.
    if (
      typeof candidate.code === 'string' &&
      (/^E(CONNREFUSED|CONNRESET|TIMEDOUT|PIPE)$/.test(candidate.code) ||
        (candidate.code === 'ENOENT' && candidate.syscall === 'connect'))
    ) {
      return { code: '08006' };
    }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    // The driver's own errors for a lost or unreachable server carry no code, only a message.
    if (current instanceof Error && DRIVER_CONNECTION_ERROR.test(current.message)) return { code: '08006' };
    current = candidate.cause;
  }
  return undefined;
}

/** Message keys one operation gives to database errors of its own (docs/product.md#error-messages 'Creación de proyecto'). */
export interface OperationPgMessages {
  /** By SQLSTATE, used when the constraint has no message of its own. */
  byState?: Record<string, string>;
  /** For errors with no name in the catalogue: a key with a `{{message}}` slot for the translated cause. */
  other?: string;
}

/**
 * A database error as an AppError, through the one mapping (`codeForPgError`); anything else is
 * returned as it is. An operation may name its own messages (docs/product.md#error-messages), never the server's text.
 */
export function appErrorFromPg(error: unknown, messages: OperationPgMessages = {}): unknown {
  if (error instanceof AppError) return error;
  const pg = pgErrorOf(error);
  if (!pg) return error;
  const mapped = codeForPgError(pg);
  if (mapped) {
    const message = mapped.message ?? messages.byState?.[pg.code];
    return new AppError(mapped.code, {
      ...(message && { message }),
      details: { sqlState: pg.code },
      cause: error,
    });
  }
  if (messages.other) {
    return new AppError('INTERNAL', {
      message: messages.other,
      keyParams: { message: pgCauseKey(pg.code) },
      details: { sqlState: pg.code },
      cause: error,
    });
  }
  return error;
}
