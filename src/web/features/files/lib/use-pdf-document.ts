import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useState } from 'react';
import { fetchPdfBytes, pdfFailureOf, pdfLoadStart, type PdfLoadState } from './pdf-loading';

GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * A PDF opened with PDF.js (decision 0021) from its same-origin preview address: the bytes are
 * fetched here (progress as they arrive) and parsed in PDF.js's worker. Leaving (or another
 * address) aborts the download and destroys the document and its worker.
 */
export function usePdfDocument(url: string) {
  const [state, setState] = useState<PdfLoadState>(pdfLoadStart);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    let destroy: (() => Promise<void>) | null = null;
    setState(pdfLoadStart);
    setPdf(null);
    const open = async () => {
      const data = await fetchPdfBytes(url, abort.signal, (received, total) =>
        setState({ status: 'loading', received, total }),
      );
      if (abort.signal.aborted) return;
      const task = getDocument({ data, isEvalSupported: false });
      destroy = () => task.destroy();
      const pdf = await task.promise;
      if (abort.signal.aborted) return;
      setPdf(pdf);
      setState({ status: 'ready', pages: pdf.numPages });
    };
    open().catch((error: unknown) => {
      if (!abort.signal.aborted) setState({ status: 'error', reason: pdfFailureOf(error) });
    });
    return () => {
      abort.abort();
      void destroy?.();
    };
  }, [url]);

  return { state, pdf };
}
