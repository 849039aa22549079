import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPdfBytes, loadedPercent, pdfFailureOf, pdfLoadStart, PdfUnavailableError } from './pdf-loading';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('PDF preview loading state', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports the share of the bytes received only while loading with a known size', () => {
    expect(loadedPercent(pdfLoadStart)).toBeNull();
    expect(loadedPercent({ status: 'loading', received: 512, total: null })).toBeNull();
    expect(loadedPercent({ status: 'loading', received: 256, total: 1024 })).toBe(25);
    expect(loadedPercent({ status: 'loading', received: 2048, total: 1024 })).toBe(100);
    expect(loadedPercent({ status: 'ready', pages: 2 })).toBeNull();
  });

  it('tells a password-protected PDF from a damaged one and from bytes that never arrived', () => {
    expect(pdfFailureOf(named('PasswordException'))).toBe('password');
    expect(pdfFailureOf(named('InvalidPDFException'))).toBe('damaged');
    expect(pdfFailureOf(named('FormatError'))).toBe('damaged');
    expect(pdfFailureOf(new PdfUnavailableError('HTTP 404'))).toBe('unavailable');
    expect(pdfFailureOf(new TypeError('Failed to fetch'))).toBe('unavailable');
    expect(pdfFailureOf('something else')).toBe('damaged');
  });

  it('reads the body chunk by chunk, reporting progress against Content-Length', async () => {
    const chunks = [new Uint8Array([37, 80, 68]), new Uint8Array([70, 45])];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const fetch = vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Length': '5' } }));
    vi.stubGlobal('fetch', fetch);
    const progress: [number, number | null][] = [];
    const bytes = await fetchPdfBytes(
      '/api/files/f/download?inline=1',
      new AbortController().signal,
      (r, t) => progress.push([r, t]),
    );
    expect([...bytes]).toEqual([37, 80, 68, 70, 45]);
    expect(progress).toEqual([
      [3, 5],
      [5, 5],
    ]);
    expect(fetch).toHaveBeenCalledWith(
      '/api/files/f/download?inline=1',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('refuses an answer other than 200 as unavailable', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
    const failed = fetchPdfBytes('/x', new AbortController().signal, () => undefined);
    await expect(failed).rejects.toBeInstanceOf(PdfUnavailableError);
  });
});
