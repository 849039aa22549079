import { AppError } from '../../../../shared/errors';
import { GITHUB } from '../../../../shared/schemas/github';
import { githubClient, providerStatus, type GithubApiSettings } from '../github-client';

export interface ValidatedToken {
  login: string;
  githubId: number;
  scopes: string[];
  expiresAt: Date;
}

/** The expiry the provider states for a token (its expiration header), else one hour from now. */
export function tokenExpiry(header: string | undefined, now: number): Date {
  const stated = header ? Date.parse(header.replace(' UTC', 'Z').replace(' ', 'T')) : Number.NaN;
  return new Date(Number.isNaN(stated) ? now + GITHUB.defaultTokenLifetimeSeconds * 1000 : stated);
}

/**
 * docs/product.md#validation token validity: the provider's `GET /user` must succeed and name a login and an id.
 * Its scopes come from `x-oauth-scopes`.
 */
export async function validateToken(token: string, api: GithubApiSettings): Promise<ValidatedToken> {
  let response;
  try {
    response = await githubClient(token, api).rest.users.getAuthenticated();
  } catch (error) {
    if (providerStatus(error) !== undefined && providerStatus(error)! < 500) {
      throw new AppError('VALIDATION', { message: 'github:errors.invalidToken' });
    }
    throw new AppError('UNAVAILABLE', {
      message: 'github:errors.validationFailed',
      params: { reason: error instanceof Error ? error.message : String(error) },
      cause: error,
    });
  }
  const { login, id } = response.data;
  if (!login || !id) throw new AppError('VALIDATION', { message: 'github:errors.invalidToken' });
  const scopes = (response.headers['x-oauth-scopes'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const expiration = response.headers['github-authentication-token-expiration' as 'etag'];
  return { login, githubId: id, scopes, expiresAt: tokenExpiry(expiration, Date.now()) };
}
