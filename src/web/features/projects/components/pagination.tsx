import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/web/components/ui/button';
import { useFormatters } from '@/web/lib/use-formatters';
import { pageRange } from '../lib/list-params';

/** Server pagination: "1–10 de 237" with previous and next. */
export function Pagination({
  page,
  limit,
  total,
  totalPages,
  onPageChange,
}: {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('projects');
  const { number } = useFormatters();
  const { from, to } = pageRange(page, limit, total);
  return (
    <nav
      aria-label={t('list.pagination.label')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted-foreground tabular" aria-live="polite">
        {t('list.pagination.range', { from: number(from), to: number(to), total: number(total) })}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" />
          {t('list.pagination.previous')}
        </Button>
        <span className="text-sm tabular text-muted-foreground">
          {t('list.pagination.page', { page: number(page), pages: number(Math.max(totalPages, 1)) })}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= totalPages}
        >
          {t('list.pagination.next')}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
