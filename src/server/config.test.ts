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
});
