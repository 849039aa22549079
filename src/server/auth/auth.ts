import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { admin, genericOAuth, openAPI, twoFactor } from 'better-auth/plugins';
import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, twoFactors, verifications } from '../db/schema/auth';
import { users } from '../db/schema/users';
import { deriveFullName, roleForEmail } from '../../shared/domain/profile';
import { GOOGLE_CALENDAR } from '../../shared/schemas/google-calendar';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { recordSecurityEvent } from '../modules/security/record-security-event';
import { languageOfUser } from '../modules/preferences/language-of-user';
import type { RateLimits } from '../lib/rate-limits';
import { accountKey, clearFailures, countFailure, refuseLockedAccount } from './sign-in-lockout';
import { googleCalendarProvider } from './google-calendar-provider';
import { passwordHashing } from './password-hash';

/** Header the server sets from the socket (never trusted from the client) for rate limiting. */
export const CLIENT_IP_HEADER = 'x-websy-client-ip';

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  baseURL: string;
  /** The per-account sign-in lockout's counter (lib/rate-limits.ts). */
  rateLimits: RateLimits;
}

/** Every HTTP endpoint of Better Auth's admin plugin, closed (see `disabledPaths` below). */
export const ADMIN_PLUGIN_PATHS = [
  'ban-user',
  'create-user',
  'get-user',
  'has-permission',
  'impersonate-user',
  'list-user-sessions',
  'list-users',
  'remove-user',
  'revoke-user-session',
  'revoke-user-sessions',
  'set-role',
  'set-user-password',
  'stop-impersonating',
  'unban-user',
  'update-user',
].map((name) => `/admin/${name}`);

/** LinkedIn's OpenID Connect sign-in: its authorize, token and userinfo endpoints. */
function linkedinProvider(
  linkedin: NonNullable<Config['oauth']['linkedin']>,
  baseURL: string,
): GenericOAuthConfig {
  return {
    providerId: 'linkedin',
    // The OpenID Connect subject names the member (as the library's own LinkedIn provider does).
    accountSubject: ({ profile }) => String(profile.sub),
    clientId: linkedin.clientId,
    clientSecret: linkedin.clientSecret,
    authorizationUrl: `${linkedin.oauthUrl}/oauth/v2/authorization`,
    tokenUrl: `${linkedin.oauthUrl}/oauth/v2/accessToken`,
    userInfoUrl: `${linkedin.apiUrl}/v2/userinfo`,
    scopes: ['openid', 'profile', 'email'],
    redirectURI: `${baseURL}/auth/linkedin/callback`,
    // LinkedIn's OpenID Connect flow takes no PKCE; the state is the library's.
    pkce: false,
    authentication: 'post',
  };
}

/**
 * Endpoints that would hand a provider's tokens to the browser: closed over HTTP (decision 0033);
 * the server calls them in-process (`auth.api.getAccessToken`).
 */
export const TOKEN_PATHS = ['/get-access-token', '/refresh-token'];

export function createAuth({ config, db, mailer, logger, secret, baseURL, rateLimits: limits }: AuthDeps) {
  const ipOf = (headers: Headers | undefined) =>
    headers?.get(CLIENT_IP_HEADER) ?? headers?.get('x-forwarded-for') ?? null;

  return betterAuth({
    appName: 'Websy',
    baseURL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [baseURL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    user: {
      fields: { name: 'fullName', image: 'avatarUrl' },
      changeEmail: { enabled: false },
    },
    account: {
      encryptOAuthTokens: true,
      // Google Calendar (decision 0033) is linked to a signed-in user, whose Google address may
      // differ from their portal one.
      accountLinking: { trustedProviders: [GOOGLE_CALENDAR.providerId], allowDifferentEmails: true },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: passwordHashing(config.passwordHashCost),
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        const language = await languageOfUser(db, user.id);
        const link = `${baseURL}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({ to: user.email, ...passwordResetMail(language, { name: user.name, link }) });
        await recordSecurityEvent(db, 'password_reset_requested', { userId: user.id, email: user.email });
      },
      async onPasswordReset({ user }) {
        await recordSecurityEvent(db, 'password_reset', { userId: user.id, email: user.email });
      },
    },
    socialProviders: {
      ...(config.oauth.github && {
        github: { clientId: config.oauth.github.clientId, clientSecret: config.oauth.github.clientSecret },
      }),
      ...(config.oauth.google && {
        google: { clientId: config.oauth.google.clientId, clientSecret: config.oauth.google.clientSecret },
      }),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: config.rateLimit.windowSeconds,
      max: config.rateLimit.max,
      customRules: Object.fromEntries(
        [
          '/sign-in/email',
          '/sign-in/social',
          '/sign-up/email',
          '/two-factor/verify-totp',
          '/two-factor/verify-backup-code',
          '/request-password-reset',
          '/change-password',
        ].map((path) => [path, { window: config.rateLimit.windowSeconds, max: config.rateLimit.signInMax }]),
      ),
    },
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: {
        ipAddressHeaders: config.trustProxy ? ['x-real-ip', 'x-forwarded-for'] : [CLIENT_IP_HEADER],
      },
      useSecureCookies: baseURL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // The admin plugin gives users their role and ban fields (checked at sign-in); its own HTTP
    // endpoints stay closed: staff manage accounts through the portal's users module, which
    // validates the input and writes the security log (no impersonation, no role change or ban
    // that leaves no trace).
    disabledPaths: [...ADMIN_PLUGIN_PATHS, ...TOKEN_PATHS],
    // A provider's return the auth library cannot tie to a sign-in (an unknown state) lands on
    // the web app's callback page, which says why, instead of the library's own error page.
    onAPIError: { errorURL: `${baseURL}/auth/callback` },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactor({ issuer: 'Websy', skipVerificationOnEnable: false }),
      openAPI({ disableDefaultReference: true }),
      // Providers on configurable endpoints (one generic OAuth plugin): Google Calendar for
      // account linking only (decision 0033), and sign-in with LinkedIn (OpenID Connect; decision
      // 0034) returning through the web app's /auth/linkedin/callback.
      genericOAuth({
        config: [
          ...(config.oauth.google ? [googleCalendarProvider(config, config.oauth.google)] : []),
          ...(config.oauth.linkedin ? [linkedinProvider(config.oauth.linkedin, baseURL)] : []),
        ],
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const email = user.email.toLowerCase();
            return {
              data: {
                ...user,
                email,
                name: deriveFullName(email, { full_name: user.name }),
                role: roleForEmail(email, config.ownerEmail),
              },
            };
          },
          async after(user) {
            await recordSecurityEvent(db, 'sign_up', { userId: user.id, email: user.email });
          },
        },
        update: {
          async before(data, ctx) {
            const userId = ctx?.context.session?.user.id ?? null;
            if (typeof data.twoFactorEnabled === 'boolean' && userId) {
              await recordSecurityEvent(
                db,
                data.twoFactorEnabled ? 'two_factor_enabled' : 'two_factor_disabled',
                {
                  userId,
                },
              );
            }
            // Nobody changes a role through the auth endpoints except the admin plugin's own
            // admin-only route (logged in the after hook).
            if ('role' in data && ctx?.path !== '/admin/set-role') {
              const { role: _ignored, ...rest } = data;
              return { data: rest };
            }
            return { data };
          },
        },
      },
      session: {
        create: {
          async after(session) {
            await recordSecurityEvent(db, 'sign_in', {
              userId: session.userId,
              ipAddress: session.ipAddress ?? null,
              userAgent: session.userAgent ?? null,
            });
          },
        },
      },
    },
    hooks: {
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
        await recordSecurityEvent(db, 'sign_out', {
          userId: session.user.id,
          email: session.user.email,
          ipAddress: ipOf(ctx.headers),
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
            ipAddress: ipOf(ctx.headers),
            userAgent: ctx.headers?.get('user-agent') ?? null,
            details: { reason: returned.body?.code ?? returned.status },
          });
        }
        const account = ctx.path === '/sign-in/email' ? accountKey(ctx.body?.email) : null;
        if (account && failed && returned.body?.code === 'INVALID_EMAIL_OR_PASSWORD') {
          if (await countFailure(limits.signInFailures, account)) {
            await recordSecurityEvent(db, 'account_locked', {
              email: account,
              ipAddress: ipOf(ctx.headers),
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
    },
    logger: {
      log(level, message, ...args) {
        logger[level]({ args }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
