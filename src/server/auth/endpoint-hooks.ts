import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { GOOGLE_CALENDAR } from '../../shared/schemas/google-calendar';
import type { RateLimits } from '../lib/rate-limits';
import { recordSecurityEvent } from '../lib/security/record-security-event';
import { recordViewEnded } from '../modules/view-as/record-view-ended';
import { clientIpOf } from './client-ip';
import { accountKey, clearFailures, countFailure, refuseLockedAccount } from './sign-in-lockout';

/**
 * Around the auth library's endpoints: the calendar provider is no way to sign in; a locked
 * account is refused before its password is checked, and failed password sign-ins counted towards
 * the lockout; sign-outs, failed sign-ins, lockouts, password and role changes written to the
 * security log.
 */
export function authEndpointHooks(db: Database, config: Config, limits: RateLimits) {
  return {
    // Sign-out deletes the session, so whose it was is read before.
    before: createAuthMiddleware(async (ctx) => {
      // The calendar provider links an account; it is no way to sign in.
      if (ctx.path.startsWith('/sign-in/') && ctx.body?.provider === GOOGLE_CALENDAR.providerId) {
        throw new APIError('NOT_FOUND', { message: 'Not Found' });
      }
      if (ctx.path === '/sign-in/email') {
        const key = accountKey(ctx.body?.email);
        if (key) await refuseLockedAccount(limits.signInFailures, key);
        return;
      }
      if (ctx.path !== '/sign-out') return;
      const session = await getSessionFromCtx(ctx).catch(() => null);
      if (!session) return;
      // Signing out of a "view as client" session ends the view: no sign-out of the client's.
      const viewedBy = (session.session as { impersonatedBy?: string | null }).impersonatedBy;
      if (viewedBy) {
        const view = { sessionId: session.session.id, adminId: viewedBy, clientId: session.user.id };
        await recordViewEnded(db, { ...view, startedAt: new Date(session.session.createdAt) }, 'sign_out');
        return;
      }
      await recordSecurityEvent(db, 'sign_out', {
        userId: session.user.id,
        email: session.user.email,
        ipAddress: clientIpOf(ctx.headers),
        userAgent: ctx.headers?.get('user-agent') ?? null,
      });
    }),
    after: createAuthMiddleware(async (ctx) => {
      const returned = ctx.context.returned;
      const failed = returned instanceof APIError;
      if (ctx.path === '/sign-in/email' && failed) {
        const email = typeof ctx.body?.email === 'string' ? ctx.body.email.toLowerCase() : null;
        await recordSecurityEvent(db, 'sign_in_failed', {
          email,
          ipAddress: clientIpOf(ctx.headers),
          userAgent: ctx.headers?.get('user-agent') ?? null,
          details: { reason: returned.body?.code ?? returned.status },
        });
      }
      const account = ctx.path === '/sign-in/email' ? accountKey(ctx.body?.email) : null;
      if (account && failed && returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') {
        if (await countFailure(limits.signInFailures, account)) {
          await recordSecurityEvent(db, 'account_locked', {
            email: account,
            ipAddress: clientIpOf(ctx.headers),
            userAgent: ctx.headers?.get('user-agent') ?? null,
            details: { count: config.signInLockout.failures },
          });
        }
      }
      if (account && !failed) await clearFailures(limits.signInFailures, account);
      if (ctx.path === '/change-password' && !failed && ctx.context.session) {
        await recordSecurityEvent(db, 'password_changed', { userId: ctx.context.session.user.id });
      }
      if (ctx.path === '/admin/set-role' && !failed && ctx.context.session) {
        await recordSecurityEvent(db, 'role_changed', {
          userId: typeof ctx.body?.userId === 'string' ? ctx.body.userId : null,
          details: { role: ctx.body?.role, by: ctx.context.session.user.id },
        });
      }
    }),
  };
}
