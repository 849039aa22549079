import type { Config } from '../../../config';
import type { Integration } from '../../../../shared/schemas/admin';

/** Each integration, configured or not, with the variables that enable it — never their values. */
export function integrationsStatus(config: Config): Integration[] {
  return [
    {
      id: 'mail',
      configured: Boolean(config.smtpUrl),
      variables: ['SMTP_URL', 'MAIL_FROM'],
      fallback: 'outbox',
    },
    {
      id: 'ai',
      configured: config.integrations.gemini.apiKeys.length > 0,
      variables: ['GEMINI_API_KEYS', 'GEMINI_BASE_URL', 'GEMINI_MODEL'],
      fallback: 'offline-assistant',
    },
    // Google Calendar goes through the Google sign-in credentials.
    {
      id: 'calendar',
      configured: Boolean(config.oauth.google),
      variables: [
        'GOOGLE_CLIENT_ID',
        'GOOGLE_CLIENT_SECRET',
        'GOOGLE_OAUTH_URL',
        'GOOGLE_TOKEN_URL',
        'GOOGLE_API_URL',
      ],
      fallback: 'built-in-calendar',
    },
    {
      id: 'github',
      configured: Boolean(config.oauth.github),
      variables: ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'GITHUB_OAUTH_URL', 'GITHUB_API_URL'],
      fallback: 'personal-access-token',
    },
    {
      id: 'google-sign-in',
      configured: Boolean(config.oauth.google),
      variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
      fallback: null,
    },
    {
      id: 'linkedin',
      configured: Boolean(config.integrations.linkedin),
      variables: ['LINKEDIN_CLIENT_ID', 'LINKEDIN_CLIENT_SECRET', 'LINKEDIN_OAUTH_URL', 'LINKEDIN_API_URL'],
      fallback: null,
    },
    {
      id: 'storage',
      configured: Boolean(config.integrations.s3),
      variables: ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      fallback: 'local-disk',
    },
  ];
}
