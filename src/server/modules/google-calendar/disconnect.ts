import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { findLink, googleCalendarConfigured, removeLink } from './google-connection';
import { googleCalendarPolicy } from './policy';
import { revokeGrant } from './internal/revoke-grant';

/**
 * Disconnects the caller's Google Calendar ('Sesión cerrada'): the grant is revoked at Google
 * (best effort: Google refusing or being unreachable does not keep the link), then the link and its
 * tokens are deleted here; 404 without one.
 */
export async function disconnect(
  deps: Pick<Deps, 'auth' | 'config' | 'db' | 'logger'>,
  caller: Caller,
): Promise<void> {
  googleCalendarPolicy.assertCanUse(caller);
  const accountId = await findLink(deps, caller.id);
  if (accountId && googleCalendarConfigured(deps)) await revokeGrant(deps, caller.id, accountId);
  if (!(await removeLink(deps, caller.id))) {
    throw new AppError('NOT_FOUND', { message: 'calendar:errors.googleNotConnected' });
  }
}
