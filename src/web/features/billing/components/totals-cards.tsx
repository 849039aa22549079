import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useFormatters } from '@/web/lib/use-formatters';
import { cn } from '@/web/lib/utils';
import type { PaymentSummary } from '../api/get-payment-summary';
import { useMoney } from '../lib/use-invoice-exports';

type Figure = 'pending' | 'overdue' | 'paid' | 'cancelled';

/** One card per status: the amount, then how many invoices. */
export function TotalsCards({
  summary,
  figures,
}: {
  summary: PaymentSummary | undefined;
  figures: Figure[];
}) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const money = useMoney();
  return (
    <div
      className={cn(
        'grid grid-cols-1 gap-4 sm:grid-cols-2',
        figures.length > 3 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      {figures.map((figure) => (
        <Card key={figure} className="gap-2 py-5">
          <CardContent>
            <dl className="space-y-1">
              <dt className="text-sm text-muted-foreground">{t(`totals.${figure}`)}</dt>
              {summary ? (
                <>
                  <dd
                    className={cn(
                      'text-2xl font-semibold tabular-nums',
                      figure === 'overdue' && summary.counts.overdue > 0 && 'text-destructive-text',
                    )}
                  >
                    {money(summary.totals[figure])}
                  </dd>
                  <dd className="text-sm text-muted-foreground tabular-nums">
                    {t('totals.invoices', {
                      count: summary.counts[figure],
                      formatted: format.number(summary.counts[figure]),
                    })}
                  </dd>
                </>
              ) : (
                <dd>
                  <Skeleton className="h-8 w-32" />
                  <Skeleton className="mt-2 h-4 w-20" />
                </dd>
              )}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** The short sentence above the figures ("Tienes 2 facturas pendientes por 1.800,00 €, 1 vencida."). */
export function SummaryText({
  summary,
  audience,
}: {
  summary: PaymentSummary | undefined;
  audience: 'client' | 'admin';
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  if (!summary) return <Skeleton className="h-5 w-72" />;
  const { counts, totals } = summary;
  let text: string;
  if (counts.pending === 0) text = t(`summary.${audience}.allPaid`);
  else {
    text = t(`summary.${audience}.pending`, { count: counts.pending, amount: money(totals.pending) });
    if (counts.overdue > 0)
      text += ` ${t(`summary.${audience}.overdue`, { count: counts.overdue, amount: money(totals.overdue) })}`;
  }
  return (
    <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
      {text}
    </p>
  );
}
