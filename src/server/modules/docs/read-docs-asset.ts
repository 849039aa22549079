import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** One of Swagger UI's files with its content type, or null for any other name. */
export async function readDocsAsset(file: string) {
  const type = assets[file];
  if (!type) return null;
  return { body: await readFile(path.join(swaggerDir, file)), type };
}
