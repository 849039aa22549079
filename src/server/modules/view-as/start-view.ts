import { APIError } from 'better-auth/api';
import type { Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import { recordSecurityEvent } from '../../lib/security/record-security-event';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import { findTarget } from './internal/find-target';
import type { ViewHttp } from './internal/view-http';
import { viewAsPolicy } from './policy';

/**
 * "Ver como cliente" (docs/decisions/0054): the auth library's own impersonation, called
 * in-process (its HTTP endpoint stays closed). This browser's session becomes a one-hour,
 * never-refreshed session of the client's marked `impersonated_by` the admin; the admin's own
 * session waits in a signed cookie until the view ends. Recorded as `client_view_started`.
 */
export async function startView(deps: Deps, caller: Caller, targetId: string, http: ViewHttp) {
  viewAsPolicy.assertCanStart(caller);
  const target = await findTarget(deps.db, caller, targetId);
  viewAsPolicy.assertCanView(caller, target);
  let started;
  try {
    started = await deps.auth.api.impersonateUser({
      body: { userId: target.id },
      headers: http.headers,
      returnHeaders: true,
    });
  } catch (error) {
    // The library's own checks (an admin's session, a viewable user) agree with the policy's.
    if (error instanceof APIError) throw new AppError('PERMISSION', { message: 'viewAs:errors.notAClient' });
    throw error;
  }
  http.setCookies(started.headers);
  const session = started.response.session;
  await recordSecurityEvent(deps.db, 'client_view_started', {
    userId: caller.id,
    userAgent: http.headers.get('user-agent'),
    details: {
      target_id: target.id,
      target_name: target.fullName,
      target_email: target.email,
      session: session.id,
      expires_at: new Date(session.expiresAt).toISOString(),
    },
  });
  return { redirect: paths.app.dashboard.getHref() };
}
