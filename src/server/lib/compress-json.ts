import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { negotiateEncoding, varyOnAcceptEncoding } from './content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Brotli quality 5 / gzip level 6: a fraction of a millisecond for a page of JSON. */
export function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Compresses JSON answers of at least `threshold` bytes (brotli, else gzip, by Accept-Encoding)
 * and marks every JSON answer `Vary: Accept-Encoding`. Anything else passes untouched: WebSocket
 * upgrades, event streams, files, HEAD requests and bodies already encoded.
 */
export function compressJson({ threshold = 1024 }: { threshold?: number } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || c.req.header('upgrade')) return;
    if (!JSON_TYPE.test(res.headers.get('content-type') ?? '') || res.headers.has('content-encoding')) return;
    const encoding = negotiateEncoding(c.req.header('accept-encoding'));
    // `body` last: the server's lightweight answer becomes a full Response (with a stream) when asked.
    if (!encoding) {
      varyOnAcceptEncoding(res.headers);
      return;
    }
    if (!res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    const small = body.length < threshold;
    const sent = small ? body : await compress(body, encoding);
    c.res = new Response(new Uint8Array(sent), res);
    varyOnAcceptEncoding(c.res.headers);
    if (small) return;
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(sent.length));
  };
}
