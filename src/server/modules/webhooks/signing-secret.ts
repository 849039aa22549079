import { randomBytes } from 'node:crypto';
import type { TokenCipher } from '../../lib/token-cipher';

/** A new signing secret as Standard Webhooks writes it: `whsec_` and 24 random bytes in base64. */
export function newSigningSecret(cipher: TokenCipher) {
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  return { secret, secretCiphertext: cipher.encrypt(secret), secretHint: secret.slice(-4) };
}
