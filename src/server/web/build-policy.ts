import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, webPolicy } from '../lib/content-security-policy';
import type { Page } from './route-pages';

/**
 * The build's Content-Security-Policy: its pages' inline scripts (the theme and language script of
 * index.html, which every route page repeats, and the offline page's) allowed by their hashes.
 * Sent with every file of the build, not only pages: a worker (/sw.js, the PDF reader's) runs
 * under the policy of its own script's answer.
 */
export function buildPolicy(pages: readonly Page[], root: string, imageSources: readonly string[]): string {
  const html = readdirSync(root).filter((name) => name.endsWith('.html'));
  const sources = [
    ...pages.map((page) => page.variants.identity),
    ...html.map((name) => new Uint8Array(readFileSync(path.join(root, name)))),
  ];
  const hashes = new Set(sources.flatMap((bytes) => inlineScriptHashes(Buffer.from(bytes).toString('utf8'))));
  return webPolicy([...hashes].sort(), imageSources);
}
