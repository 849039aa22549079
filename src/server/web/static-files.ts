import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../lib/context';
import { negotiateEncoding, type ContentEncoding } from '../lib/content-encoding';

/** Suffixes of the files the build precompresses beside each text asset (scripts/precompress.ts). */
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };
const TEXT_TYPE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files a browser must revalidate on every use: the service worker, its manifest, the offline page. */
const REVALIDATE = new Set(['/sw.js', '/manifest.webmanifest', '/offline.html']);

export type Bytes = Uint8Array<ArrayBuffer>;
/** A file of the build and the precompressed files the build wrote beside it. */
export type Variants = { identity: Bytes } & Partial<Record<ContentEncoding, Bytes>>;

export function readVariants(file: string): Variants {
  const variants: Variants = { identity: new Uint8Array(readFileSync(file)) };
  for (const [encoding, suffix] of Object.entries(SUFFIX) as [ContentEncoding, string][]) {
    if (existsSync(file + suffix)) variants[encoding] = new Uint8Array(readFileSync(file + suffix));
  }
  return variants;
}

/** A path under the web root, or null for anything that could escape it or reach a dotfile. */
function fileOf(webRoot: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /(^|\/)\./.test(decoded)) return null;
  const file = path.join(webRoot, decoded);
  return file.startsWith(webRoot + path.sep) ? file : null;
}

const readBytes = async (file: string): Promise<Bytes> => new Uint8Array(await readFile(file));

/** Its bytes, at least 1 (the cache refuses a size of 0, and an empty file is still an entry). */
const sizeOf = (variants: Variants) =>
  Math.max(1, variants.identity.length + (variants.br?.length ?? 0) + (variants.gzip?.length ?? 0));

/**
 * Hashed assets, once read: a file under `/assets/` never changes under its name (the name is its
 * content's hash), so after the first request its bytes are sent from memory, with no stat and no
 * read. A page still open after a new build went out can still load the chunks it was built with.
 * At most 64 MB (the whole build, compressed copies included, is about half of that).
 */
const assets = new LRUCache<string, Variants>({ maxSize: 64 * 1024 * 1024, sizeCalculation: sizeOf });

/**
 * A hashed asset's bytes and its precompressed files, from memory after the first request (see
 * `assets`); undefined when there is no such file.
 */
async function assetVariants(file: string): Promise<Variants | undefined> {
  const kept = assets.get(file);
  if (kept) return kept;
  const [identity, br, gzip] = await Promise.all(
    ['', SUFFIX.br, SUFFIX.gzip].map((suffix) => readBytes(file + suffix).catch(() => undefined)),
  );
  if (!identity) return undefined;
  const variants: Variants = { identity, ...(br && { br }), ...(gzip && { gzip }) };
  assets.set(file, variants);
  return variants;
}

export function send(c: Context<AppEnv>, body: Bytes, headers: Record<string, string>) {
  return c.body(body, 200, { ...headers, 'content-length': String(body.length) });
}

/**
 * The build's file at the request's path, or null when there is none. Text files go out as the
 * brotli or gzip file the build wrote beside them (chosen by Accept-Encoding, `Vary:
 * Accept-Encoding`); nothing is compressed per request. Hashed assets are cached forever.
 */
export async function sendFile(c: Context<AppEnv>, root: string): Promise<Response | null> {
  const requestPath = c.req.path;
  const file = fileOf(root, requestPath);
  if (!file) return null;
  const hashed = requestPath.startsWith('/assets/');
  const variants = hashed ? await assetVariants(file) : undefined;
  if (hashed ? !variants : !(await stat(file).catch(() => null))?.isFile()) return null;
  const type = getMimeType(file) ?? 'application/octet-stream';
  const text = TEXT_TYPE.test(type);
  const headers: Record<string, string> = { 'content-type': type };
  if (hashed) headers['cache-control'] = IMMUTABLE;
  if (REVALIDATE.has(requestPath)) headers['cache-control'] = 'no-cache';
  if (text) headers.vary = 'Accept-Encoding';
  const encoding = text ? negotiateEncoding(c.req.header('accept-encoding')) : undefined;
  const compressed =
    encoding &&
    (variants ? variants[encoding] : await readBytes(file + SUFFIX[encoding]).catch(() => undefined));
  if (compressed) headers['content-encoding'] = encoding!;
  return send(c, compressed ?? variants?.identity ?? (await readBytes(file)), headers);
}
