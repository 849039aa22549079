import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PASSWORD_COST, MAX_PASSWORD_COST, MIN_TEST_PASSWORD_COST } from './auth/password-hash';

/**
 * The only place that reads process.env. Parsed once at start-up; a bad value stops the
 * server with a message naming the variable and what it expects.
 */
const boolFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

/** MAIL_DIGEST_WINDOW_SECONDS's default (also the e-mail job's when called without one). */
export const DEFAULT_MAIL_DIGEST_WINDOW_SECONDS = 60;

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  APP_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** Several instances behind a load balancer (issue 31): refuses what they cannot share. */
  CLUSTER: boolFromEnv.default(false),
  /** Redis, which carries shared documents' edits between instances (issue 31). */
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  OWNER_EMAIL: z.email().default('admin@websy.local'),
  OWNER_PASSWORD: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  SUPPORT_EMAIL: z.email().default('soporte@websy.local'),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Websy <no-reply@websy.local>'),
  /**
   * E-mail copies of notifications (issue 31): a person is mailed at most once per this many
   * seconds; what arrives meanwhile waits (never longer than this, plus the job's minute) and goes
   * out as one digest. 0: every run of the job mails whatever is waiting, still one per person.
   */
  MAIL_DIGEST_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(DEFAULT_MAIL_DIGEST_WINDOW_SECONDS),
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  /** Google's OAuth authorisation host (`/o/oauth2/v2/auth`), token host (`/token`) and API host. */
  GOOGLE_OAUTH_URL: z.url().default('https://accounts.google.com'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com'),
  GOOGLE_API_URL: z.url().default('https://www.googleapis.com'),
  /** Where GitHub's OAuth pages live (`/login/oauth/authorize`, `/login/oauth/access_token`). */
  GITHUB_OAUTH_URL: z.url().default('https://github.com'),
  /** SPEC §7: a 403 with no rate limit left waits until the reset, at least this long. */
  GITHUB_RATE_LIMIT_MIN_WAIT_SECONDS: z.coerce.number().int().min(0).default(60),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  /** LinkedIn's OAuth pages (`/oauth/v2/authorization`, `/oauth/v2/accessToken`) and its API (`/v2/userinfo`). */
  LINKEDIN_OAUTH_URL: z.url().default('https://www.linkedin.com'),
  LINKEDIN_API_URL: z.url().default('https://api.linkedin.com'),
  /** Up to five Gemini keys, comma-separated (rotated on 429). */
  GEMINI_API_KEYS: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((k) => k.trim())
            .filter(Boolean)
        : [],
    z.array(z.string()).max(5, 'at most 5 comma-separated keys'),
  ),
  GEMINI_BASE_URL: z.url().default('https://generativelanguage.googleapis.com'),
  /** SPEC §7: the provider's fast text model. */
  GEMINI_MODEL: z.string().min(1).default('gemini-flash-latest'),
  /** Assistant messages a user may send per window (per-user limit, issue 12). */
  ASSISTANT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  ASSISTANT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Path-style addressing (`endpoint/bucket/key`), as MinIO and most self-hosted stores expect. */
  S3_FORCE_PATH_STYLE: boolFromEnv.default(true),
  TRUST_PROXY: boolFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_WRITES_MAX: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_WRITES_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How long an API request may wait for the database before it answers 503 CONNECTION (issue 31). */
  REQUEST_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(10).default(10),
  SIGN_IN_LOCKOUT_FAILURES: z.coerce.number().int().min(1).default(10),
  SIGN_IN_LOCKOUT_SECONDS: z.coerce.number().int().min(1).default(900),
  /** log2 of scrypt's N for new password hashes; below 14 only in tests (decision 0048). */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(MIN_TEST_PASSWORD_COST)
    .max(MAX_PASSWORD_COST)
    .default(DEFAULT_PASSWORD_COST),
  SKIP_WEB_BUILD: boolFromEnv.default(false),
  JOBS_ENABLED: boolFromEnv.default(true),
  /** How long the admin console's heavy aggregates (analytics, team workload) may be reused. */
  CONSOLE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
});

export type Env = z.infer<typeof envSchema>;

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
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function pair(id: string | undefined, secret: string | undefined, name: string, problems: string[]) {
  if (id && secret) return { clientId: id, clientSecret: secret };
  if (id || secret) {
    problems.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET: set both or neither`);
  }
  return undefined;
}

/**
 * What several instances cannot share (issue 31). An external database is what instances share,
 * so it needs one APP_SECRET for all (a secret generated per instance signs sessions the others
 * refuse and seals GitHub tokens they cannot open); CLUSTER also needs that shared database,
 * uploads in a store every instance reaches, and Redis for the shared documents' live edits.
 */
function clusterProblems(e: Env, s3Configured: boolean): string[] {
  const problems: string[] = [];
  if (e.DATABASE_URL && !e.APP_SECRET) {
    problems.push(
      `APP_SECRET: required with DATABASE_URL (every instance on a database signs and encrypts with the same secret): set at least 32 characters, the same on every instance (e.g. \`openssl rand -base64 48\`); a portal that ran without it keeps its secret in ${path.join(e.DATA_DIR, 'app-secret')}: use that value`,
    );
  }
  if (e.CLUSTER && !e.DATABASE_URL) {
    problems.push(
      'CLUSTER: several instances share one external PostgreSQL: set DATABASE_URL (the embedded database serves one instance)',
    );
  }
  if (e.CLUSTER && !s3Configured) {
    problems.push(
      `CLUSTER: uploads on a local disk (${path.join(e.DATA_DIR, 'uploads')}) are seen by one instance only: configure the S3-compatible store (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) or run one instance without CLUSTER`,
    );
  }
  if (e.CLUSTER && !e.REDIS_URL) {
    problems.push(
      "CLUSTER: a shared document's edits reach the editors on other instances through Redis: set REDIS_URL (e.g. redis://redis:6379)",
    );
  }
  return problems;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const github = pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET, 'GITHUB', problems);
  const google = pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE', problems);
  const linkedin = pair(e.LINKEDIN_CLIENT_ID, e.LINKEDIN_CLIENT_SECRET, 'LINKEDIN', problems);
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
  };
}
