/**
 * Better Auth's answers and errors, apart from its browser client (lib/auth-client.ts) so code
 * that only checks errors does not download the client.
 */

/** Better Auth answers `{ data, error }`; its error carries `code`, `message` and `status`. */
export interface AuthErrorLike {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
  statusText?: string | undefined;
}

export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthErrorLike };

/** A failed Better Auth call, with the code the UI maps to its own message. */
export class AuthRequestError extends Error {
  readonly code: string | undefined;
  readonly status: number;
  constructor(error: AuthErrorLike) {
    super(error.message ?? error.code ?? `HTTP ${error.status}`);
    this.name = 'AuthRequestError';
    this.code = error.code;
    this.status = error.status;
  }
}

export function isAuthRequestError(error: unknown): error is AuthRequestError {
  return error instanceof AuthRequestError;
}

/** Awaits a Better Auth call and returns its data, or throws `AuthRequestError`. */
export async function authCall<T>(
  call: Promise<{ data: T; error: null } | { data: null; error: AuthErrorLike }>,
): Promise<T> {
  const result = await call;
  if (result.error) throw new AuthRequestError(result.error);
  return result.data;
}
