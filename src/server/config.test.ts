import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      dataDir: './data',
      ownerEmail: 'admin@websy.local',
      smtpUrl: undefined,
      oauth: {},
      rateLimit: { signInMax: 5, max: 100, windowSeconds: 60 },
    });
  });

  it("hashes passwords at the auth library's cost, and cheaper only for tests", () => {
    expect(loadConfig({}).passwordHashCost).toBe(14);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' }).passwordHashCost).toBe(4);
    expect(loadConfig({ PASSWORD_HASH_COST: '16' }).passwordHashCost).toBe(16);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10' })).toThrow(
      /PASSWORD_HASH_COST: below 14 only for tests/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', PASSWORD_HASH_COST: '4' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '2' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('bounds every API request by a deadline of at most 10 s', () => {
    expect(loadConfig({}).requestDeadlineSeconds).toBe(10);
    expect(loadConfig({ REQUEST_DEADLINE_SECONDS: '2' }).requestDeadlineSeconds).toBe(2);
    expect(() => loadConfig({ REQUEST_DEADLINE_SECONDS: '11' })).toThrow(/REQUEST_DEADLINE_SECONDS/);
    expect(() => loadConfig({ REQUEST_DEADLINE_SECONDS: '0' })).toThrow(/REQUEST_DEADLINE_SECONDS/);
  });

  describe('several instances (decision 0051)', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'websy',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    };
    const DATABASE_URL = 'postgres://websy@db:5432/websy';
    const APP_SECRET = 'a-secret-of-at-least-thirty-two-characters';
    const REDIS_URL = 'redis://redis:6379';

    function problemsOf(env: Record<string, string>): string[] {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    }

    it('runs one instance on the embedded database with a generated secret, as `npm start` does', () => {
      expect(loadConfig({})).toMatchObject({ databaseUrl: undefined, appSecret: undefined, cluster: false });
    });

    it('refuses an external database without APP_SECRET, saying what to set', () => {
      expect(problemsOf({ DATABASE_URL, DATA_DIR: '/srv/websy' })).toEqual([
        'APP_SECRET: required with DATABASE_URL (every instance on a database signs and encrypts with the same secret): set at least 32 characters, the same on every instance (e.g. `openssl rand -base64 48`); a portal that ran without it keeps its secret in /srv/websy/app-secret: use that value',
      ]);
      expect(loadConfig({ DATABASE_URL, APP_SECRET })).toMatchObject({
        databaseUrl: DATABASE_URL,
        appSecret: APP_SECRET,
      });
    });

    it('refuses CLUSTER without the shared database and with uploads on a local disk', () => {
      expect(problemsOf({ CLUSTER: 'true' })).toEqual([
        'CLUSTER: several instances share one external PostgreSQL: set DATABASE_URL (the embedded database serves one instance)',
        'CLUSTER: uploads on a local disk (data/uploads) are seen by one instance only: configure the S3-compatible store (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) or run one instance without CLUSTER',
        "CLUSTER: a shared document's edits reach the editors on other instances through Redis: set REDIS_URL (e.g. redis://redis:6379)",
      ]);
      expect(
        problemsOf({ CLUSTER: 'true', DATABASE_URL, APP_SECRET, DATA_DIR: '/srv/websy', REDIS_URL }),
      ).toEqual([
        'CLUSTER: uploads on a local disk (/srv/websy/uploads) are seen by one instance only: configure the S3-compatible store (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) or run one instance without CLUSTER',
      ]);
      expect(problemsOf({ CLUSTER: 'true', DATABASE_URL, APP_SECRET, ...s3 })).toEqual([
        "CLUSTER: a shared document's edits reach the editors on other instances through Redis: set REDIS_URL (e.g. redis://redis:6379)",
      ]);
      // An incomplete store is no store: both problems are named.
      expect(problemsOf({ CLUSTER: '1', DATABASE_URL, APP_SECRET, S3_BUCKET: 'websy', REDIS_URL })).toEqual([
        'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four or none',
        'CLUSTER: uploads on a local disk (data/uploads) are seen by one instance only: configure the S3-compatible store (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) or run one instance without CLUSTER',
      ]);
      expect(problemsOf({ CLUSTER: 'true', DATABASE_URL, REDIS_URL, ...s3 })).toEqual([
        expect.stringMatching(/^APP_SECRET: required with DATABASE_URL/),
      ]);
    });

    it('starts a cluster member with the shared database, secret and store', () => {
      const config = loadConfig({ CLUSTER: 'true', DATABASE_URL, APP_SECRET, REDIS_URL, ...s3 });
      expect(config).toMatchObject({
        cluster: true,
        databaseUrl: DATABASE_URL,
        appSecret: APP_SECRET,
        redisUrl: REDIS_URL,
      });
      expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL: must be a redis/);
      expect(config.integrations.s3).toMatchObject({ endpoint: s3.S3_ENDPOINT, bucket: 'websy' });
      expect(() => loadConfig({ CLUSTER: 'yes' })).toThrow(/CLUSTER:/);
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '', APP_SECRET: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable and what it expects', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_SECRET: 'short', OWNER_EMAIL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/PORT:/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
      expect(message).toMatch(/APP_SECRET: must be at least 32 characters/);
      expect(message).toMatch(/OWNER_EMAIL:/);
    }
  });

  it('requires OAuth id and secret together and enables the provider only then', () => {
    expect(() => loadConfig({ GITHUB_CLIENT_ID: 'id' })).toThrow(/GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET/);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).oauth).toEqual({
      google: { clientId: 'id', clientSecret: 's' },
    });
  });

  it('reads the integrations: Gemini keys (at most five), LinkedIn and S3 as complete sets', () => {
    const config = loadConfig({
      GEMINI_API_KEYS: ' k1, k2 ,,k3 ',
      LINKEDIN_CLIENT_ID: 'li',
      LINKEDIN_CLIENT_SECRET: 'ls',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'websy',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_REGION: 'eu-west-1',
      S3_FORCE_PATH_STYLE: 'false',
      PAGESPEED_API_KEY: 'ps-key',
      PAGESPEED_BASE_URL: 'http://127.0.0.1:9100/',
    });
    expect(config.integrations).toEqual({
      githubApiUrl: 'https://api.github.com',
      githubOauthUrl: 'https://github.com',
      githubRateLimitMinWaitSeconds: 60,
      google: {
        oauthUrl: 'https://accounts.google.com',
        tokenUrl: 'https://oauth2.googleapis.com',
        apiUrl: 'https://www.googleapis.com',
      },
      pagespeed: { apiKey: 'ps-key', baseUrl: 'http://127.0.0.1:9100' },
      gemini: {
        apiKeys: ['k1', 'k2', 'k3'],
        baseUrl: 'https://generativelanguage.googleapis.com',
        model: 'gemini-flash-latest',
      },
      linkedin: { clientId: 'li', clientSecret: 'ls' },
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'websy',
        accessKeyId: 'a',
        secretAccessKey: 'b',
        region: 'eu-west-1',
        forcePathStyle: false,
      },
    });
    expect(loadConfig({ DATA_DIR: '/srv/websy' }).uploadsDir).toBe('/srv/websy/uploads');
    expect(loadConfig({}).integrations).toEqual({
      githubApiUrl: 'https://api.github.com',
      githubOauthUrl: 'https://github.com',
      githubRateLimitMinWaitSeconds: 60,
      google: {
        oauthUrl: 'https://accounts.google.com',
        tokenUrl: 'https://oauth2.googleapis.com',
        apiUrl: 'https://www.googleapis.com',
      },
      pagespeed: { baseUrl: 'https://www.googleapis.com' },
      gemini: {
        apiKeys: [],
        baseUrl: 'https://generativelanguage.googleapis.com',
        model: 'gemini-flash-latest',
      },
    });
    expect(loadConfig({ GOOGLE_API_URL: 'http://127.0.0.1:9/' }).integrations.google.apiUrl).toBe(
      'http://127.0.0.1:9',
    );
    expect(() => loadConfig({ GOOGLE_OAUTH_URL: 'no-es-url' })).toThrow(/GOOGLE_OAUTH_URL/);
    expect(() => loadConfig({ GEMINI_API_KEYS: 'a,b,c,d,e,f' })).toThrow(/GEMINI_API_KEYS: at most 5/);
    expect(() => loadConfig({ S3_BUCKET: 'websy' })).toThrow(/set all four or none/);
    expect(() => loadConfig({ LINKEDIN_CLIENT_SECRET: 's' })).toThrow(
      /LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET/,
    );
  });

  it('normalises the owner address and the public URL', () => {
    const config = loadConfig({ OWNER_EMAIL: 'Boss@Agency.COM', PUBLIC_URL: 'https://portal.agency.com/' });
    expect(config.ownerEmail).toBe('boss@agency.com');
    expect(config.publicUrl).toBe('https://portal.agency.com');
  });

  it('keeps outbound requests to public addresses unless the operator allows private ones', () => {
    expect(loadConfig({}).outbound).toEqual({ allowPrivate: false });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '1' }).outbound).toEqual({ allowPrivate: true });
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(/WEBHOOK_ALLOW_PRIVATE/);
    expect(loadConfig({}).tokenRateLimit).toEqual({ max: 300, windowSeconds: 60 });
  });
});
