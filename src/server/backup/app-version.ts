import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const packageJson = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../package.json');

export function appVersion(): string {
  return z.object({ version: z.string() }).parse(JSON.parse(readFileSync(packageJson, 'utf8'))).version;
}
