import { eq } from 'drizzle-orm';
import type { Caller } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { paths } from '../../../shared/paths';
import type { ViewHttp } from './internal/view-http';
import { viewAsPolicy } from './policy';
import { recordViewEnded } from './record-view-ended';

/**
 * "Salir" (docs/decisions/0054): the view session is deleted and the admin's own session, kept in
 * its signed cookie, comes back (the auth library's `stopImpersonating`, in-process). Recorded as
 * `client_view_ended` with the view's length. Should the admin's session be gone meanwhile (signed
 * out or revoked elsewhere), the view still ends: this browser is signed out.
 */
export async function exitView(deps: Deps, caller: Caller, sessionId: string | null, http: ViewHttp) {
  viewAsPolicy.assertCanExit(caller);
  const [view] = sessionId
    ? await deps.db
        .select({ createdAt: sessions.createdAt, impersonatedBy: sessions.impersonatedBy })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
    : [];
  // No view session behind the caller (whatever the policy said): nothing to end.
  if (!view?.impersonatedBy) throw new AppError('NOT_FOUND');
  const restored = await deps.auth.api
    .stopImpersonating({ headers: http.headers, returnHeaders: true })
    .catch(() => null);
  if (!restored) {
    // The sign-out hook records the end of the view (auth/endpoint-hooks.ts).
    const signedOut = await deps.auth.api.signOut({ headers: http.headers, returnHeaders: true });
    http.setCookies(signedOut.headers);
    return { redirect: paths.auth.login.getHref() };
  }
  http.setCookies(restored.headers);
  const ended = { sessionId: sessionId!, adminId: view.impersonatedBy, clientId: caller.id };
  await recordViewEnded(deps.db, { ...ended, startedAt: view.createdAt }, 'exit');
  return { redirect: paths.admin.users.getHref() };
}
