import { useCallback, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { loadedPercent, pdfFailureOf, type PdfFailure } from '../lib/pdf-loading';
import { usePdfDocument } from '../lib/use-pdf-document';
import { PdfPageCanvas } from './pdf-page-canvas';

/**
 * A PDF drawn by PDF.js, one page at a time with Previous/Next (also ← → and PageUp/PageDown):
 * works the same on a phone, and the file is never handed to a browser viewer. Loaded with its
 * own chunk only when a PDF preview opens.
 */
export function PdfPreview({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('files');
  const { state, pdf } = usePdfDocument(url);
  const [page, setPage] = useState(1);
  const [renderFailure, setRenderFailure] = useState<PdfFailure | null>(null);
  const onRenderError = useCallback((error: unknown) => setRenderFailure(pdfFailureOf(error)), []);

  if (state.status === 'error' || renderFailure) {
    const reason = renderFailure ?? (state.status === 'error' ? state.reason : 'damaged');
    return (
      <p role="alert" className="rounded-md border border-destructive/40 p-4 text-sm text-destructive">
        {t(`preview.errors.${reason}`)}
      </p>
    );
  }
  if (state.status === 'loading' || !pdf) {
    const percent = loadedPercent(state);
    return (
      <div className="grid min-h-40 place-items-center p-4">
        <Spinner label={percent === null ? t('preview.loading') : t('preview.loadingPercent', { percent })} />
      </div>
    );
  }

  const pages = state.pages;
  const go = (next: number) => setPage(Math.min(pages, Math.max(1, next)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'PageDown') go(page + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(page - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className="grid gap-3" onKeyDown={onKeyDown}>
      <div
        tabIndex={0}
        aria-label={t('preview.pages', { name })}
        role="group"
        className="max-h-[65dvh] overflow-auto rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <PdfPageCanvas
          pdf={pdf}
          pageNumber={page}
          label={t('preview.pageLabel', { page, pages, name })}
          onError={onRenderError}
        />
      </div>
      <nav className="flex items-center justify-center gap-2 text-sm" aria-label={t('preview.navigation')}>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
          {t('preview.previous')}
        </Button>
        <span aria-live="polite" className="tabular min-w-24 text-center">
          {t('preview.page', { page, pages })}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
          {t('preview.next')}
        </Button>
      </nav>
    </div>
  );
}
