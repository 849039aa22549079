import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, genericOAuth, openAPI, twoFactor } from 'better-auth/plugins';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, twoFactors, verifications } from '../db/schema/auth';
import { users } from '../db/schema/users';
import { GOOGLE_CALENDAR } from '../../shared/schemas/google-calendar';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { recordSecurityEvent } from '../lib/security/record-security-event';
import { languageOfUser } from '../modules/preferences/language-of-user';
import type { RateLimits } from '../lib/rate-limits';
import { CLIENT_IP_HEADER } from './client-ip';
import { authDatabaseHooks } from './database-hooks';
import { authEndpointHooks } from './endpoint-hooks';
import { googleCalendarProvider } from './google-calendar-provider';
import { linkedinProvider } from './linkedin-provider';
import { passwordHashing } from './password-hash';

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

/**
 * Endpoints that would hand a provider's tokens to the browser: closed over HTTP (decision 0033);
 * the server calls them in-process (`auth.api.getAccessToken`).
 */
export const TOKEN_PATHS = ['/get-access-token', '/refresh-token'];

export function createAuth({ config, db, mailer, logger, secret, baseURL, rateLimits: limits }: AuthDeps) {
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
    databaseHooks: authDatabaseHooks(db, config),
    hooks: authEndpointHooks(db, config, limits),
    logger: {
      log(level, message, ...args) {
        logger[level]({ args }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
