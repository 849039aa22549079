import { z } from 'zod';
import type { Deps } from '../../../lib/context';

/** Google's OAuth error body (`{ error, error_description }`). */
const oauthError = z.object({ error: z.string(), error_description: z.string().optional() });

/**
 * Asks Google to revoke the caller's grant (`POST {GOOGLE_TOKEN_URL}/revoke`, RFC 7009 form body):
 * revoking the access token revokes its refresh token with it, so the portal leaves no standing
 * access behind. The token comes from the auth library (refreshed if need be), never read here.
 * Best effort: a grant already gone, a refusal or Google being unreachable is logged and leaves
 * the local disconnect to go ahead; the answer says whether Google confirmed it.
 */
export async function revokeGrant(
  deps: Pick<Deps, 'auth' | 'config' | 'logger'>,
  userId: string,
  accountId: string,
): Promise<boolean> {
  try {
    const { accessToken } = await deps.auth.api.getAccessToken({ body: { accountId, userId } });
    const res = await fetch(`${deps.config.integrations.google.tokenUrl}/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ token: accessToken }),
      signal: AbortSignal.timeout(15_000),
    });
    if (res.ok) return true;
    const reason = oauthError.safeParse(await res.json().catch(() => null));
    deps.logger.warn(
      { status: res.status, reason: reason.success ? reason.data.error : undefined, userId },
      'google calendar: Google did not revoke the grant',
    );
    return false;
  } catch (error) {
    deps.logger.warn({ err: error, userId }, 'google calendar: the grant could not be revoked');
    return false;
  }
}
