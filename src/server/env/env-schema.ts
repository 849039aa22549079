import { z } from 'zod';
import { DEFAULT_PASSWORD_COST, MAX_PASSWORD_COST, MIN_TEST_PASSWORD_COST } from '../auth/password-hash';

const boolFromEnv = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

/** MAIL_DIGEST_WINDOW_SECONDS's default (also the e-mail job's when called without one). */
export const DEFAULT_MAIL_DIGEST_WINDOW_SECONDS = 60;

/**
 * Every environment variable the portal reads, with its type and default. Parsed once at start-up
 * by `loadConfig` (src/server/config.ts), the only reader of process.env.
 */
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
  /** Several instances behind a load balancer (decision 0051): refuses what they cannot share. */
  CLUSTER: boolFromEnv.default(false),
  /** Redis, which carries shared documents' edits between instances (decision 0051). */
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
   * E-mail copies of notifications (decision 0051): a person is mailed at most once per this many
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
  /** docs/product.md#api-conventions: a 403 with no rate limit left waits until the reset, at least this long. */
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
  /** docs/product.md#api-conventions: the provider's fast text model. */
  GEMINI_MODEL: z.string().min(1).default('gemini-flash-latest'),
  /** Assistant messages a user may send per window (per-user limit, decision 0022). */
  ASSISTANT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  ASSISTANT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Path-style addressing (`endpoint/bucket/key`), as MinIO and most self-hosted stores expect. */
  S3_FORCE_PATH_STYLE: boolFromEnv.default(true),
  /** Google PageSpeed Insights for site care's weekly speed checks (docs/product.md#site-care); none: the card says how to enable it. */
  PAGESPEED_API_KEY: optionalString,
  PAGESPEED_BASE_URL: z.url().default('https://www.googleapis.com'),
  /**
   * Webhook deliveries and site-care checks may reach private, loopback and link-local addresses
   * (an agency's own network; the tests' local receivers). Off: only public addresses.
   */
  WEBHOOK_ALLOW_PRIVATE: boolFromEnv.default(false),
  /** Requests one API token may make per window (each token counts alone, across instances). */
  API_TOKEN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  API_TOKEN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  TRUST_PROXY: boolFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_SIGN_IN_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_WRITES_MAX: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_WRITES_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** How long an API request may wait for the database before it answers 503 CONNECTION (decision 0051). */
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
  /** How long a signed-in screen may take to render before its loading frame is sent instead. */
  SIGNED_IN_RENDER_LIMIT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
});

export type Env = z.infer<typeof envSchema>;
