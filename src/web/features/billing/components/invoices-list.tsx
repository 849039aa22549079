import { Download, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@/shared/schemas/common';
import type { Payment } from '@/shared/schemas/payments';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { TableHead } from '@/web/components/table-head';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import { displayStatus } from '../lib/invoice-export';
import { useInvoiceExports, useMoney } from '../lib/use-invoice-exports';
import { PaymentStatusBadge } from './payment-status-badge';

interface Props {
  payments: Payment[] | undefined;
  showClient?: boolean;
  /** Extra row actions (admin: edit, mark paid, cancel). */
  actions?: (payment: Payment) => ReactNode;
  empty: ReactNode;
  /** The list failed to load: say so and offer a retry. */
  error?: boolean;
  onRetry?: () => void;
}

/** Invoices: a table on desktop, cards on mobile; a PDF download on every row. */
export function InvoicesList({
  payments,
  showClient = false,
  actions,
  empty,
  error = false,
  onRetry,
}: Props) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const money = useMoney();
  const exports = useInvoiceExports();
  if (!payments && error) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center"
      >
        <p className="text-sm">{t('list.loadFailed')}</p>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (!payments) {
    return (
      <div className="space-y-2" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (payments.length === 0) return <>{empty}</>;
  const date = format.dateOnly;
  const pdfButton = (p: Payment) => (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void exports.downloadPdf(p)}
      aria-label={t('list.downloadPdfOf', { number: p.number })}
    >
      <Download aria-hidden="true" />
      <span className="md:sr-only lg:not-sr-only">PDF</span>
    </Button>
  );
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border md:block">
        <table className="w-full text-sm">
          <TableHead
            className="bg-muted/50 text-left text-muted-foreground"
            columns={[
              { label: t('list.number') },
              showClient && { label: t('list.client') },
              { label: t('list.concept') },
              { label: t('list.issueDate') },
              { label: t('list.dueDate') },
              { label: t('list.amount'), className: 'text-right' },
              { label: t('list.status') },
              { label: t('list.actions'), className: 'text-right', srOnly: true },
            ]}
          />
          <tbody>
            {payments.map((p) => {
              const overdue = displayStatus(p) === 'overdue';
              return (
                <tr key={p.id} className={cn('border-t', overdue && 'bg-destructive/5')}>
                  <td className="px-4 py-3 font-medium whitespace-nowrap tabular-nums">{p.number}</td>
                  {showClient && (
                    <td className="px-4 py-3">
                      <div>{p.client_name}</div>
                      <div className="text-xs text-muted-foreground">{p.client_email}</div>
                    </td>
                  )}
                  <td className="px-4 py-3">
                    <div>{p.concept}</div>
                    <div className="text-xs text-muted-foreground">
                      {p.project_name ?? t('list.noProject')}
                    </div>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">{date(p.issue_date)}</td>
                  <td
                    className={cn(
                      'px-4 py-3 whitespace-nowrap tabular-nums',
                      overdue && 'font-medium text-destructive-text',
                    )}
                  >
                    {date(p.due_date)}
                  </td>
                  <td className="px-4 py-3 text-right font-medium whitespace-nowrap tabular-nums">
                    {money(p.amount, p.currency)}
                  </td>
                  <td className="px-4 py-3">
                    <PaymentStatusBadge payment={p} />
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex items-center justify-end gap-1">
                      {pdfButton(p)}
                      {actions?.(p)}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {payments.map((p) => (
          <li key={p.id} className="space-y-2 rounded-xl border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-medium tabular-nums">
                  <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
                  {p.number}
                </p>
                <p className="text-sm">{p.concept}</p>
                <p className="text-xs text-muted-foreground">
                  {showClient ? `${p.client_name} · ` : ''}
                  {p.project_name ?? t('list.noProject')}
                </p>
              </div>
              <PaymentStatusBadge payment={p} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-muted-foreground">{t('list.issueDate')}</dt>
                <dd className="tabular-nums">{date(p.issue_date)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('list.dueDate')}</dt>
                <dd
                  className={cn(
                    'tabular-nums',
                    displayStatus(p) === 'overdue' && 'font-medium text-destructive-text',
                  )}
                >
                  {date(p.due_date)}
                </dd>
              </div>
              <div className="text-right">
                <dt className="text-muted-foreground">{t('list.amount')}</dt>
                <dd className="text-sm font-semibold tabular-nums">{money(p.amount, p.currency)}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap justify-end gap-1">
              {pdfButton(p)}
              {actions?.(p)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** "1–20 de 37" and previous/next. */
export function ListPager({ meta, onPage }: { meta: PageMeta | undefined; onPage: (page: number) => void }) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  if (!meta || meta.total === 0) return null;
  const { page, limit, total, totalPages } = meta;
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  return (
    <nav className="flex items-center justify-between gap-2" aria-label={t('list.pagination')}>
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {t('list.range', { from: format.number(from), to: format.number(to), total: format.number(total) })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('list.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          {t('list.next')}
        </Button>
      </div>
    </nav>
  );
}
