import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts secrets the server keeps at rest (provider tokens, webhook signing secrets):
 * AES-256-GCM, the key derived from the app secret (HKDF) with one `purpose` per kind of secret.
 */
export interface TokenCipher {
  encrypt(plain: string): string;
  /** The token, or null when the text was not sealed with this key (tampered, or the secret changed). */
  decrypt(sealed: string): string | null;
}

const VERSION = 'v1';

export function createTokenCipher(appSecret: string, purpose = 'websy-provider-tokens'): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', appSecret, purpose, 'aes-256-gcm', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
