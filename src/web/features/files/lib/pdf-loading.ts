/** Where a PDF preview stands: its bytes arriving, its pages ready, or why it cannot be shown. */
export type PdfLoadState =
  | { status: 'loading'; received: number; total: number | null }
  | { status: 'ready'; pages: number }
  | { status: 'error'; reason: PdfFailure };

/** A damaged file, a password-protected one, or bytes that could not be fetched. */
export type PdfFailure = 'damaged' | 'password' | 'unavailable';

export const pdfLoadStart: PdfLoadState = { status: 'loading', received: 0, total: null };

/** How much of the file has arrived, 0 to 100, or null while its size is unknown. */
export function loadedPercent(state: PdfLoadState): number | null {
  if (state.status !== 'loading' || !state.total) return null;
  return Math.min(100, Math.round((state.received / state.total) * 100));
}

/**
 * Why PDF.js refused a document, read from its exception's name (PasswordException,
 * InvalidPDFException, FormatError…); anything else is treated as a file that could not be read.
 */
export function pdfFailureOf(error: unknown): PdfFailure {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null) ? (error as Error).name : '';
  if (name === 'PasswordException') return 'password';
  if (name === 'ResponseException' || name === 'TypeError') return 'unavailable';
  return 'damaged';
}

/** Thrown when the preview address does not answer 200 (a deleted file, a lost session). */
export class PdfUnavailableError extends Error {
  override name = 'ResponseException';
}

/**
 * The whole body of a same-origin preview address (the session cookie goes with it), reporting
 * the bytes received so far and the total when the server sends Content-Length.
 */
export async function fetchPdfBytes(
  url: string,
  signal: AbortSignal,
  onProgress: (received: number, total: number | null) => void,
): Promise<Uint8Array> {
  const response = await fetch(url, { credentials: 'same-origin', signal });
  if (!response.ok || !response.body) throw new PdfUnavailableError(`HTTP ${response.status}`);
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received, total);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
