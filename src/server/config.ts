import path from 'node:path';
import { DEFAULT_PASSWORD_COST } from './auth/password-hash';
import { clientPair, clusterProblems } from './env/config-checks';
import { envSchema, type Env } from './env/env-schema';

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  appSecret: string | undefined;
  /** Several instances share the database (CLUSTER): the start-up checks refuse what they cannot share. */
  cluster: boolean;
  /** Redis: shared documents' edits and awareness travel between instances through it. */
  redisUrl?: string;
  ownerEmail: string;
  ownerPassword: string | undefined;
  supportEmail: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seconds a person's notification e-mails are gathered into one digest (MAIL_DIGEST_WINDOW_SECONDS). */
  mailDigestWindowSeconds: number;
  oauth: {
    github?: { clientId: string; clientSecret: string };
    google?: { clientId: string; clientSecret: string };
    /** Sign-in with LinkedIn (OpenID Connect), its endpoints configurable. */
    linkedin?: { clientId: string; clientSecret: string; oauthUrl: string; apiUrl: string };
  };
  /** Provider settings of the integrations (ARCHITECTURE.md): each absent one has a local default. */
  integrations: {
    githubApiUrl: string;
    githubOauthUrl: string;
    githubRateLimitMinWaitSeconds: number;
    /** Google's endpoints (Google Calendar, decision 0033), each overridable for tests. */
    google: { oauthUrl: string; tokenUrl: string; apiUrl: string };
    linkedin?: { clientId: string; clientSecret: string };
    gemini: { apiKeys: string[]; baseUrl: string; model: string };
    /** PageSpeed Insights (site care's speed checks): without a key they do not run. */
    pagespeed: { apiKey?: string; baseUrl: string };
    s3?: {
      endpoint: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      region: string;
      forcePathStyle: boolean;
    };
  };
  /** Where uploaded files live when no S3 store is configured. */
  uploadsDir: string;
  /** Outbound requests to user-typed addresses (webhooks, site care): src/server/lib/outbound-http.ts. */
  outbound: { allowPrivate: boolean };
  /** Requests per API token per window. */
  tokenRateLimit: { max: number; windowSeconds: number };
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  rateLimit: { signInMax: number; max: number; windowSeconds: number };
  /** Writes (POST, PUT, PATCH, DELETE under /api, the auth library's aside) per signed-in user. */
  writeRateLimit: { max: number; windowSeconds: number };
  /** An API request waits at most this long for the database (and for anything else) before 503 CONNECTION. */
  requestDeadlineSeconds: number;
  /** Failed password sign-ins per account before it is locked for `seconds`. */
  signInLockout: { failures: number; seconds: number };
  /** log2 of scrypt's N for new password hashes (decision 0048). */
  passwordHashCost: number;
  /** The assistant's per-user limit on messages sent. */
  assistantRateLimit: { max: number; windowSeconds: number };
  skipWebBuild: boolean;
  jobsEnabled: boolean;
  consoleCacheSeconds: number;
  /** How long a signed-in screen may take to render before its loading frame is sent (decision 0047). */
  signedInRenderLimitMs: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The only place that reads process.env. Parsed once at start-up; a bad value stops the
 * server with a message naming the variable and what it expects.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const github = clientPair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET, 'GITHUB', problems);
  const google = clientPair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE', problems);
  const linkedin = clientPair(e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET, 'LINKEDIN', problems);
  const s3Values = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    problems.push('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four or none');
  }
  problems.push(...clusterProblems(e, s3Values.every(Boolean)));
  if (e.PASSWORD_HASH_COST < DEFAULT_PASSWORD_COST && e.NODE_ENV !== 'test') {
    problems.push(`PASSWORD_HASH_COST: below ${DEFAULT_PASSWORD_COST} only for tests (NODE_ENV=test)`);
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    appSecret: e.APP_SECRET,
    cluster: e.CLUSTER,
    redisUrl: e.REDIS_URL,
    ownerEmail: e.OWNER_EMAIL.toLowerCase(),
    ownerPassword: e.OWNER_PASSWORD,
    supportEmail: e.SUPPORT_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDigestWindowSeconds: e.MAIL_DIGEST_WINDOW_SECONDS,
    oauth: {
      ...(github && { github }),
      ...(google && { google }),
      ...(linkedin && {
        linkedin: {
          ...linkedin,
          oauthUrl: e.LINKEDIN_OAUTH_URL.replace(/\/$/, ''),
          apiUrl: e.LINKEDIN_API_URL.replace(/\/$/, ''),
        },
      }),
    },
    integrations: {
      githubApiUrl: e.GITHUB_API_URL.replace(/\/$/, ''),
      githubOauthUrl: e.GITHUB_OAUTH_URL.replace(/\/$/, ''),
      githubRateLimitMinWaitSeconds: e.GITHUB_RATE_LIMIT_MIN_WAIT_SECONDS,
      google: {
        oauthUrl: e.GOOGLE_OAUTH_URL.replace(/\/$/, ''),
        tokenUrl: e.GOOGLE_TOKEN_URL.replace(/\/$/, ''),
        apiUrl: e.GOOGLE_API_URL.replace(/\/$/, ''),
      },
      ...(linkedin && { linkedin }),
      pagespeed: {
        ...(e.PAGESPEED_API_KEY && { apiKey: e.PAGESPEED_API_KEY }),
        baseUrl: e.PAGESPEED_BASE_URL.replace(/\/$/, ''),
      },
      gemini: {
        apiKeys: e.GEMINI_API_KEYS,
        baseUrl: e.GEMINI_BASE_URL.replace(/\/$/, ''),
        model: e.GEMINI_MODEL,
      },
      ...(e.S3_ENDPOINT &&
        e.S3_BUCKET &&
        e.S3_ACCESS_KEY_ID &&
        e.S3_SECRET_ACCESS_KEY && {
          s3: {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          },
        }),
    },
    uploadsDir: path.join(e.DATA_DIR, 'uploads'),
    /** Rules for every outbound request to an address a user typed (webhooks, site care). */
    outbound: { allowPrivate: e.WEBHOOK_ALLOW_PRIVATE },
    tokenRateLimit: { max: e.API_TOKEN_RATE_LIMIT_MAX, windowSeconds: e.API_TOKEN_RATE_LIMIT_WINDOW_SECONDS },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimit: {
      signInMax: e.RATE_LIMIT_SIGN_IN_MAX,
      max: e.RATE_LIMIT_MAX,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    },
    writeRateLimit: { max: e.RATE_LIMIT_WRITES_MAX, windowSeconds: e.RATE_LIMIT_WRITES_WINDOW_SECONDS },
    requestDeadlineSeconds: e.REQUEST_DEADLINE_SECONDS,
    signInLockout: { failures: e.SIGN_IN_LOCKOUT_FAILURES, seconds: e.SIGN_IN_LOCKOUT_SECONDS },
    passwordHashCost: e.PASSWORD_HASH_COST,
    assistantRateLimit: {
      max: e.ASSISTANT_RATE_LIMIT_MAX,
      windowSeconds: e.ASSISTANT_RATE_LIMIT_WINDOW_SECONDS,
    },
    skipWebBuild: e.SKIP_WEB_BUILD,
    jobsEnabled: e.JOBS_ENABLED,
    consoleCacheSeconds: e.CONSOLE_CACHE_SECONDS,
    signedInRenderLimitMs: e.SIGNED_IN_RENDER_LIMIT_MS,
  };
}
