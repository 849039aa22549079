/**
 * One catalogue of error codes for server and client. The server throws `AppError(code)`; the
 * response carries `{ error: { code, message, details } }`; the client turns the code back into
 * the spec's toast (docs/product.md#error-messages) in the user's language through the `errors` i18n namespace.
 */
export const errorCodes = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  PERMISSION: 403,
  /** A write from a "view as client" session (docs/decisions/0054): it only reads. */
  VIEW_AS_READ_ONLY: 403,
  /** An API token without the scope the operation needs, or on a session-only operation (decision 0055). */
  TOKEN_SCOPE: 403,
  /** An API token that is unknown, expired or revoked, or whose owner may not sign in (decision 0055). */
  TOKEN_INVALID: 401,
  NOT_FOUND: 404,
  DUPLICATE: 409,
  REFERENCE: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  PROJECT_LIMIT: 409,
  COLLABORATOR_LIMIT: 409,
  DEPENDENCY_CYCLE: 409,
  /** The record changed since the editor loaded it (docs/decisions/0038). */
  VERSION_CONFLICT: 409,
  /** The phase already waits for its client's sign-off, or was accepted (decision 0053). */
  SIGNOFF_PENDING: 409,
  /** The sign-off was already decided or withdrawn (decision 0053). */
  SIGNOFF_DECIDED: 409,
  TIMEOUT: 504,
  CONNECTION: 503,
  /** A service the portal depends on is not set up or not answering (not the database). */
  UNAVAILABLE: 503,
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
      keyParams?: Record<string, string>;
      details?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.status = errorCodes[code];
    this.details = options.details;
    this.params = options.params;
    this.keyParams = options.keyParams;
  }
  readonly details: unknown;
  /** Interpolation values when `message` is an i18n key. */
  readonly params: Record<string, string | number> | undefined;
  /** Interpolation values that are i18n keys themselves, read in the reader's language. */
  readonly keyParams: Record<string, string> | undefined;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCodes;
}

/** What a PostgreSQL error tells about itself: its SQLSTATE and, for integrity errors, the constraint. */
export interface PgErrorFields {
  code: string;
  constraint?: string | undefined;
}

/** A database error as the portal reports it: a code and, where the spec has one, its own message key. */
export interface PgErrorMapping {
  code: ErrorCode;
  message?: string;
}

/** Constraints (and raised SQLSTATEs) whose violation has a message of its own (docs/product.md#error-messages). */
const byConstraint: Record<string, PgErrorMapping> = {
  projects_owner_name_uq: { code: 'DUPLICATE', message: 'projects:errors.duplicateName' },
  projects_user_id_users_id_fk: { code: 'REFERENCE', message: 'projects:errors.invalidUser' },
  projects_created_by_users_id_fk: { code: 'REFERENCE', message: 'projects:errors.invalidUser' },
  users_email_unique: { code: 'DUPLICATE', message: 'admin:errors.alreadyRegistered' },
  project_members_pk: { code: 'DUPLICATE', message: 'projects:members.errors.alreadyMember' },
  project_members_user_id_users_id_fk: { code: 'REFERENCE', message: 'projects:members.errors.userNotFound' },
};
const byRaisedState: Record<string, PgErrorMapping> = {
  P0100: { code: 'PROJECT_LIMIT', message: 'projects:errors.limit' },
  P0101: { code: 'DEPENDENCY_CYCLE', message: 'projects:errors.dependencyCycle' },
  P0110: { code: 'COLLABORATOR_LIMIT', message: 'projects:members.errors.limit' },
  P0111: { code: 'BAD_REQUEST', message: 'projects:members.errors.ownerIsMember' },
  P0112: { code: 'BAD_REQUEST', message: 'projects:members.errors.inactiveUser' },
  P0113: { code: 'BAD_REQUEST', message: 'projects:members.errors.kindMismatch' },
  P0120: { code: 'BAD_REQUEST', message: 'chat:errors.attachmentNotInProject' },
  // A write in a READ ONLY transaction: a "view as client" caller's (docs/decisions/0054).
  '25006': { code: 'VIEW_AS_READ_ONLY' },
};

/**
 * The one mapping from PostgreSQL errors to ours (docs/product.md#error-messages database catalogue): first the
 * constraint, then the SQLSTATE. `undefined` for errors the portal has no name for (the caller
 * reports them as INTERNAL, never with the database's own text).
 */
export function codeForPgError(pg: PgErrorFields | undefined): PgErrorMapping | undefined {
  if (!pg) return undefined;
  const { code: state, constraint } = pg;
  if (constraint && byConstraint[constraint]) return byConstraint[constraint];
  if (byRaisedState[state]) return byRaisedState[state];
  if (state === '23505') return { code: 'DUPLICATE' };
  if (state === '23503') return { code: 'REFERENCE' };
  if (state === '42501') return { code: 'PERMISSION' };
  if (state === '57014') return { code: 'TIMEOUT' };
  if (state.startsWith('22') || state === '23502' || state === '23514') return { code: 'VALIDATION' };
  if (
    state.startsWith('08') ||
    state === '57P01' ||
    state === '57P02' ||
    state === '57P03' ||
    state === '53300'
  ) {
    return { code: 'CONNECTION' };
  }
  return undefined;
}

/**
 * The i18n key that says, in the reader's language, what kind of database failure a SQLSTATE is
 * ('Error de base de datos: …' is followed by this, never by PostgreSQL's own text).
 */
export function pgCauseKey(state: string | undefined): string {
  const known = ['22', '23', '25', '40', '42', '53', '54', '55', '57', '08'];
  const cls = state?.slice(0, 2);
  return `api:pgCauses.${cls && known.includes(cls) ? cls : 'other'}`;
}

/** Messages that mean the network dropped: the spec keeps these silent. */
export function isNetworkDrop(message: string | undefined): boolean {
  return !!message && /Failed to fetch|ERR_CONNECTION_CLOSED|NetworkError|Load failed/i.test(message);
}
