import { createTokenCipher, type TokenCipher } from '../../lib/token-cipher';

/** What the webhooks module needs beside the database: the key that seals the signing secrets. */
export interface WebhookService {
  cipher: TokenCipher;
}

/** HKDF purpose of the signing secrets' key: apart from the provider tokens' (decision 0056). */
const SECRETS_PURPOSE = 'websy-webhook-secrets';

export function createWebhookService(appSecret: string): WebhookService {
  return { cipher: createTokenCipher(appSecret, SECRETS_PURPOSE) };
}
