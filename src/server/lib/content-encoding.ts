/** Content codings the server sends, best first: brotli, then gzip (identity when neither is accepted). */
export type ContentEncoding = 'br' | 'gzip';
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The coding to answer with for an `Accept-Encoding` header (RFC 9110 §12.5.3): brotli when the
 * client accepts it, else gzip, else none. `q=0` refuses a coding; `*` stands for any not named.
 */
export function negotiateEncoding(header: string | null | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number.parseFloat(q.slice(2)) : 1;
    quality.set(name.trim(), Number.isNaN(value) ? 0 : value);
  }
  const any = quality.get('*') ?? 0;
  return PREFERENCE.find((coding) => (quality.get(coding) ?? any) > 0);
}

/** Adds `Accept-Encoding` to a response's `Vary` (once): caches must key on it. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('vary');
  if (vary === '*' || (vary && /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))) return;
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}
