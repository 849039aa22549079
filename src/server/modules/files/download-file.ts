import { Readable } from 'node:stream';
import type { z } from 'zod';
import { asCaller, type Caller } from '../../db/client';
import type { Deps } from '../../lib/context';
import { AppError } from '../../../shared/errors';
import { PREVIEWABLE_FILE_TYPES, type downloadQuerySchema } from '../../../shared/schemas/files';
import { findFile } from './internal/find-file';

type Query = z.output<typeof downloadQuerySchema>;

/** Types a browser would run as a page (scripts included): always served as plain bytes. */
const ACTIVE_TYPES = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|application\/xml|text\/xml)$/;

/** `filename*=UTF-8''…` (RFC 6266 / 5987) beside a plain-ASCII `filename` for old clients. */
function disposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A file's bytes for a member (404 for anyone else). Always a download (`attachment`, `nosniff`,
 * active types as application/octet-stream); `inline=1` shows raster images and PDF in a sandbox.
 */
export async function downloadFile(
  deps: Pick<Deps, 'db' | 'files'>,
  caller: Caller,
  fileId: string,
  query: Query,
): Promise<Response> {
  const { file } = await asCaller(deps.db, caller, (tx) => findFile(tx, fileId));
  const stored = await deps.files.get(file.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', { message: 'files:errors.missingInStore' });
  const preview = query.inline === '1' && PREVIEWABLE_FILE_TYPES.includes(file.mimeType);
  const headers = new Headers({
    'Content-Type': ACTIVE_TYPES.test(file.mimeType) ? 'application/octet-stream' : file.mimeType,
    'Content-Length': String(stored.size),
    'Content-Disposition': disposition(preview ? 'inline' : 'attachment', file.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  if (preview) headers.set('Content-Security-Policy', 'sandbox');
  return new Response(Readable.toWeb(stored.body) as ReadableStream<Uint8Array>, { status: 200, headers });
}
