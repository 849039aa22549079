/**
 * One catalogue of error codes for server and client. The server throws `AppError(code)`; the
 * response carries `{ error: { code, message, details } }`; the client turns the code back into
 * the spec's toast (SPEC §8) in the user's language through the `errors` i18n namespace.
 */
export const errorCodes = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  PERMISSION: 403,
  NOT_FOUND: 404,
  DUPLICATE: 409,
  REFERENCE: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  PROJECT_LIMIT: 409,
  DEPENDENCY_CYCLE: 409,
  TIMEOUT: 504,
  CONNECTION: 503,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown; errorId?: string };
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    options: {
      message?: string;
      params?: Record<string, string | number>;
      details?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.status = errorCodes[code];
    this.details = options.details;
    this.params = options.params;
  }
  readonly details: unknown;
  /** Interpolation values when `message` is an i18n key. */
  readonly params: Record<string, string | number> | undefined;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCodes;
}

/** PostgreSQL SQLSTATE → our code (SPEC §8 database catalogue). */
export function codeForPgError(sqlState: string | undefined): ErrorCode | undefined {
  if (!sqlState) return undefined;
  if (sqlState === '23505') return 'DUPLICATE';
  if (sqlState === '23503') return 'REFERENCE';
  if (sqlState === '42501') return 'PERMISSION';
  if (sqlState === 'P0100') return 'PROJECT_LIMIT';
  if (sqlState === 'P0101') return 'DEPENDENCY_CYCLE';
  if (sqlState === '57014') return 'TIMEOUT';
  if (sqlState.startsWith('22') || sqlState === '23502' || sqlState === '23514') return 'VALIDATION';
  if (sqlState.startsWith('08') || sqlState === '57P01' || sqlState === '57P03' || sqlState === '53300') {
    return 'CONNECTION';
  }
  return undefined;
}

/** Messages that mean the network dropped: the spec keeps these silent. */
export function isNetworkDrop(message: string | undefined): boolean {
  return !!message && /Failed to fetch|ERR_CONNECTION_CLOSED|NetworkError|Load failed/i.test(message);
}
