import { isErrorCode, type ErrorCode } from '@/shared/errors';

/**
 * An error answered by our API (`{ error: { code, message, details } }`) or by Better Auth
 * (`{ code, message }` with an HTTP status). `message` is already in the user's language when it
 * comes from our API.
 */
export class ApiError extends Error {
  readonly code: ErrorCode | string;
  readonly status: number;
  readonly details: unknown;
  readonly errorId: string | undefined;

  constructor(init: {
    code: ErrorCode | string;
    message: string;
    status: number;
    details?: unknown;
    errorId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.details = init.details;
    this.errorId = init.errorId;
  }

  /** True when the code is one of ours (src/shared/errors.ts). */
  get isAppCode(): boolean {
    return isErrorCode(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'PERMISSION';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'DUPLICATE';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'CONNECTION';
  return 'INTERNAL';
}

/** Builds an ApiError from any failed response, whatever its body looks like. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  const envelope =
    body && typeof body === 'object' && 'error' in body && body.error && typeof body.error === 'object'
      ? (body.error as Record<string, unknown>)
      : body && typeof body === 'object'
        ? (body as Record<string, unknown>)
        : {};
  const code =
    typeof envelope.code === 'string' && envelope.code ? envelope.code : codeForStatus(response.status);
  const message =
    typeof envelope.message === 'string' && envelope.message ? envelope.message : response.statusText || code;
  return new ApiError({
    code,
    message,
    status: response.status,
    details: envelope.details,
    errorId: typeof envelope.errorId === 'string' ? envelope.errorId : undefined,
  });
}
