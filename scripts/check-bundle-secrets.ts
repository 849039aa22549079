/**
 * Secrets in the web build (runs in `npm test` with the bundle budget, on the journeys' build):
 * reads every file the build emitted, source maps and precompressed copies included (decompressed),
 * and fails when one holds the value of a secret the e2e portal runs with, or a string shaped like
 * a provider's key or token. Usage: `node --import tsx scripts/check-bundle-secrets.ts dist/e2e-web`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { E2E_GITHUB, E2E_SECRETS, OWNER } from '../e2e/support/env';
import { findSecrets } from './bundle-secrets';

const SECRETS = {
  APP_SECRET: E2E_SECRETS.appSecret,
  GEMINI_API_KEYS: E2E_SECRETS.geminiKey,
  OWNER_PASSWORD: OWNER.password,
  'a connected GitHub token': E2E_GITHUB.token,
};

function textOf(file: string): string {
  const bytes = readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

function main(webRoot: string) {
  const files = readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(webRoot, name))
    .filter((file) => statSync(file).isFile());
  let problems = 0;
  for (const file of files) {
    for (const finding of findSecrets(textOf(file), SECRETS)) {
      problems += 1;
      console.error(`  - ${path.relative(webRoot, file)} holds ${finding.what} (at ${finding.index})`);
    }
  }
  if (problems > 0) {
    console.error(`\nSecret scan failed: ${problems} finding(s) in the web build.`);
    process.exitCode = 1;
  } else {
    console.log(`Secret scan: ${files.length} files of the web build, no secret and no key-shaped string.`);
  }
}

main(process.argv[2] ?? 'dist/web');
