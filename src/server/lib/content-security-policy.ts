import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy of the portal's responses (docs/product.md#security; docs/decisions/0037).
 *
 * The web app's pages and files: scripts only from the portal itself and the inline scripts the
 * build wrote into its pages, allowed one by one by their SHA-256 (no 'unsafe-inline', no eval);
 * requests and sockets only to the portal; never framed. Styles may be inline: the components
 * position floating elements with style attributes. Images may come from any https address
 * (avatars of the sign-in providers, GitHub's profile pictures), and from `imageSources`: the
 * configured GitHub's origin, which serves its profile pictures (a GitHub Enterprise, a local one).
 */
export function webPolicy(scriptHashes: readonly string[], imageSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...imageSources].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything else (JSON, files, errors): nothing may run, load or frame it. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of every inline `<script>` of an HTML page: `'sha256-…'`. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}
