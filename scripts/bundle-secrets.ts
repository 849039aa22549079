/**
 * What must never be in the web build (docs/product.md#security): the server's secret values, and anything shaped
 * like a provider's key or token, whichever secret it is.
 */
export const KEY_SHAPES: readonly { name: string; pattern: RegExp }[] = [
  { name: 'Google API key', pattern: /AIza[0-9A-Za-z_-]{35}/ },
  { name: 'GitHub token', pattern: /\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})/ },
  { name: 'AWS access key id', pattern: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'private key', pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
  { name: 'Slack token', pattern: /\bxox[abposr]-[0-9A-Za-z-]{10,}/ },
  { name: 'OpenAI-style secret key', pattern: /\bsk-[A-Za-z0-9]{32,}\b/ },
  { name: 'Google OAuth client secret', pattern: /\bGOCSPX-[0-9A-Za-z_-]{20,}/ },
];

export interface SecretFinding {
  what: string;
  index: number;
}

/** Every secret value (by its name) and every key-shaped string found in `text`. */
export function findSecrets(text: string, secrets: Readonly<Record<string, string>>): SecretFinding[] {
  const found: SecretFinding[] = [];
  for (const [name, value] of Object.entries(secrets)) {
    if (value.length < 8) throw new Error(`secret ${name} is too short to look for`);
    const index = text.indexOf(value);
    if (index >= 0) found.push({ what: `the value of ${name}`, index });
  }
  for (const { name, pattern } of KEY_SHAPES) {
    const match = pattern.exec(text);
    if (match) found.push({ what: `a string shaped like a ${name}`, index: match.index });
  }
  return found;
}
