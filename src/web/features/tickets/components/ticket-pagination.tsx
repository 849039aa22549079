import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { useFormatters } from '@/web/lib/use-formatters';
import { pageRange } from '../lib/ticket-filters';

/** '1–20 de 237' with previous / next (server-side pages). */
export function TicketPagination({
  page,
  limit,
  shown,
  total,
  totalPages,
  onPage,
}: {
  page: number;
  limit: number;
  shown: number;
  total: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('tickets');
  const format = useFormatters();
  if (total === 0) return null;
  const { from, to } = pageRange(page, limit, shown, total);
  return (
    <nav aria-label={t('ui.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {t('ui.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('ui.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('ui.next')}
        </Button>
      </div>
    </nav>
  );
}
